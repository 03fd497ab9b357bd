/**
 * The working half of the header search, loaded only once the visitor reaches
 * for the box (see site-search.tsx): downshift's combobox and the list of
 * pages. It renders the listbox itself; the input belongs to SiteSearch, which
 * server-rendered it, so this component hands downshift's input props up
 * (`onInputProps`) instead of rendering a new input. The element the visitor is
 * typing into, with its focus, caret and text, is never replaced.
 */
import { useCombobox, type UseComboboxGetInputPropsReturnValue } from 'downshift';
import { memo, useContext, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { PagesNotWritten } from '../../site/pages-on-site';
import { filterSearchEntries, type SearchEntry } from './site-search-entries';
import styles from './site-search.module.css';

export type ComboboxInputProps = UseComboboxGetInputPropsReturnValue;

export interface SearchIds {
  id: string;
  input: string;
  label: string;
  menu: string;
}

/** What the visitor did in the plain box while this module was on its way. */
export interface SearchStart {
  text: string;
  isOpen: boolean;
  /**
   * Arrow-key steps from "nothing highlighted": 1 is the first option, 2 the
   * second, -1 the last... (0: none). Resolved against the list once it exists.
   */
  steps: number;
  /** Enter was pressed on the page so highlighted: it opens as soon as the list is there. */
  chosen?: boolean;
}

export interface SearchComboboxProps {
  ids: SearchIds;
  start: SearchStart;
  inputRef: RefObject<HTMLInputElement | null>;
  onInputProps: (props: ComboboxInputProps) => void;
}

function indexForSteps(steps: number, count: number): number {
  if (steps === 0 || count === 0) return -1;
  return steps > 0 ? (steps - 1) % count : count - 1 - ((-steps - 1) % count);
}

export const SearchCombobox = memo(function SearchCombobox({
  ids,
  start,
  inputRef,
  onInputProps,
}: SearchComboboxProps) {
  const navigate = useNavigate();
  const notWritten = useContext(PagesNotWritten);
  const [items, setItems] = useState<SearchEntry[]>(() => filterSearchEntries(start.text, notWritten));
  // Only the first render reads it: downshift keeps its own state from then on.
  const [initialHighlightedIndex] = useState(() => indexForSteps(start.steps, items.length));
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, reset, closeMenu, selectItem } =
    useCombobox<SearchEntry>({
      items,
      id: ids.id,
      inputId: ids.input,
      labelId: ids.label,
      menuId: ids.menu,
      initialInputValue: start.text,
      initialIsOpen: start.isOpen,
      // Left undefined when nothing was highlighted: downshift then opens on the first option as usual.
      initialHighlightedIndex: initialHighlightedIndex >= 0 ? initialHighlightedIndex : undefined,
      itemToString: (item) => item?.label ?? '',
      onInputValueChange: ({ inputValue }) => setItems(filterSearchEntries(inputValue, notWritten)),
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        reset();
        void navigate(selectedItem.href);
      },
    });

  // The page chosen before the list arrived opens now, once.
  const [chosen, setChosen] = useState(() => (start.chosen ? items[initialHighlightedIndex] : undefined));
  useEffect(() => {
    if (!chosen) return;
    setChosen(undefined);
    selectItem(chosen);
  }, [chosen, selectItem]);

  // The input is SiteSearch's element: its ref is attached there, one synchronous render later.
  const inputProps = getInputProps(
    {
      ref: inputRef,
      onKeyDown: (event) => {
        if (event.key !== 'Enter' || highlightedIndex >= 0) return;
        // No page chosen: downshift leaves Enter alone, and the form sends the words to the site search.
        (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
        closeMenu();
      },
    },
    { suppressRefError: true },
  );
  // Runs after every render of this component, before the browser paints or
  // handles the next event, so the input never shows an old value.
  useLayoutEffect(() => onInputProps(inputProps));

  return (
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
  );
});
