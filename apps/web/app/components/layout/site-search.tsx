import { useCombobox } from 'downshift';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { filterSearchEntries, type SearchEntry } from '../../site/navigation';
import styles from './site-search.module.css';

/**
 * The header search: a combobox listing every page of the site map, filtered
 * as the visitor types. Downshift supplies the ARIA 1.2 combobox pattern and
 * its keyboard handling (arrows, Enter, Escape, Home, End).
 */
export function SiteSearch() {
  const navigate = useNavigate();
  const [items, setItems] = useState<SearchEntry[]>(() => filterSearchEntries(''));
  const { isOpen, highlightedIndex, getInputProps, getLabelProps, getMenuProps, getItemProps, reset } =
    useCombobox<SearchEntry>({
      items,
      itemToString: (item) => item?.label ?? '',
      onInputValueChange: ({ inputValue }) => setItems(filterSearchEntries(inputValue)),
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        reset();
        void navigate(selectedItem.href);
      },
    });

  return (
    <div className={styles.search}>
      {/* Downshift's getLabelProps supplies htmlFor, which the lint rule cannot see. */}
      {/* eslint-disable-next-line jsx-a11y/label-has-associated-control */}
      <label {...getLabelProps({ className: 'visually-hidden' })}>Search pages</label>
      <input {...getInputProps({ className: styles.input, placeholder: 'Search pages…', type: 'search' })} />
      <ul {...getMenuProps({ className: styles.menu, hidden: !isOpen })}>
        {isOpen && items.length === 0 && <li className={styles.empty}>No page matches</li>}
        {isOpen &&
          items.map((item, index) => (
            <li
              key={item.href}
              {...getItemProps({ item, index })}
              className={styles.option}
              data-highlighted={highlightedIndex === index || undefined}
            >
              <span>{item.label}</span>
              <span className={styles.path}>{item.href}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
