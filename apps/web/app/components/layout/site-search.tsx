import { useCallback, useEffect, useId, useMemo, useRef, useState, type InputHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { pageById, searchHref, searchParameter } from '../../site/navigation';
import type * as ComboboxModule from './site-search-combobox';
import type { ComboboxInputProps, SearchIds, SearchStart } from './site-search-combobox';
import styles from './site-search.module.css';

type Combobox = typeof ComboboxModule;

let loading: Promise<Combobox> | undefined;

/** Where the form sends the words typed when no page of the list is chosen: the site search's results. */
const searchPath = pageById('search').path;

/** One download per page, shared by every search box; a failed download is tried again on the next visit to a box. */
function loadCombobox(): Promise<Combobox> {
  loading ??= import('./site-search-combobox').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The header search: a combobox listing every page of the site map, filtered
 * as the visitor types. Downshift supplies the ARIA 1.2 combobox pattern and
 * its keyboard handling (arrows, Enter, Escape, Home, End). Enter on a page of
 * the list opens it; Enter with none chosen sends the words to the site
 * search (`/search?q=`), as the form does by itself without JavaScript.
 *
 * Downshift and the page list stay out of the first load. The server renders
 * the same markup downshift would (a closed, labelled combobox and its empty
 * listbox), and this component keeps that one input element for good: hovering,
 * touching, focusing or typing in it fetches site-search-combobox.tsx, which
 * then drives this same input through the props it hands back. Whatever was
 * done in the box meanwhile (text typed, even before hydration; arrows; Enter on a page; a click
 * or Escape) is carried over, so no keystroke, focus or caret is lost.
 */
export function SiteSearch() {
  const reactId = useId();
  const ids = useMemo<SearchIds>(() => {
    const id = `site-search${reactId}`;
    return { id, input: `${id}-input`, label: `${id}-label`, menu: `${id}-menu` };
  }, [reactId]);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [combobox, setCombobox] = useState<Combobox | null>(null);
  const [comboboxInput, setComboboxInput] = useState<ComboboxInputProps | null>(null);
  // Until the combobox arrives, the box keeps track of itself the way downshift would.
  const [start, setStart] = useState<SearchStart>({ text: '', isOpen: false, steps: 0 });

  const activate = useCallback(() => {
    loadCombobox().then(
      (module) => {
        // Text typed before hydration is in the element but not yet in React's state.
        const typed = inputRef.current?.value;
        if (typed !== undefined) setStart((now) => (typed === now.text ? now : { ...now, text: typed, isOpen: true }));
        setCombobox(module);
      },
      (error: unknown) => console.error('The search could not be loaded', error),
    );
  }, []);

  // Focus or text that reached the box before hydration.
  useEffect(() => {
    const input = inputRef.current;
    if (input && (input.value !== '' || document.activeElement === input)) activate();
  }, [activate]);

  const waiting: InputHTMLAttributes<HTMLInputElement> = {
    'aria-activedescendant': '',
    'aria-autocomplete': 'list',
    'aria-controls': ids.menu,
    'aria-expanded': false,
    'aria-labelledby': ids.label,
    autoComplete: 'off',
    id: ids.input,
    role: 'combobox',
    value: start.text,
    onPointerEnter: activate,
    onTouchStart: activate,
    onFocus: activate,
    onChange: (event) => {
      activate();
      setStart({ text: event.target.value, isOpen: true, steps: 0 });
    },
    onClick: () => {
      activate();
      setStart((now) => ({ ...now, isOpen: !now.isOpen, steps: 0 }));
    },
    onKeyDown: (event) => {
      activate();
      const key = event.key;
      if (!keyWhileLoading(key, start)) return;
      event.preventDefault();
      setStart((now) => ({ ...now, ...keyWhileLoading(key, now) }));
    },
  };

  return (
    <form
      role="search"
      method="get"
      action={searchPath}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        // The list stays closed on the results, also when downshift arrives only now.
        setStart((now) => ({ ...now, isOpen: false, steps: 0 }));
        const words = inputRef.current?.value.trim() ?? '';
        void navigate(searchHref(words));
      }}
    >
      <label id={ids.label} htmlFor={ids.input} className="visually-hidden">
        Search the site
      </label>
      <input
        ref={inputRef}
        {...(comboboxInput ?? waiting)}
        name={searchParameter}
        className={styles.input}
        placeholder="Search the site…"
        type="search"
      />
      {combobox ? (
        <combobox.SearchCombobox ids={ids} start={start} inputRef={inputRef} onInputProps={setComboboxInput} />
      ) : (
        <ul id={ids.menu} role="listbox" aria-labelledby={ids.label} className={styles.menu} hidden />
      )}
    </form>
  );
}

/** Downshift's answer to a key pressed in the box, for the moments before downshift is there. */
function keyWhileLoading(key: string, now: SearchStart): Partial<SearchStart> | undefined {
  switch (key) {
    case 'ArrowDown':
      return { isOpen: true, steps: !now.isOpen || now.steps === -1 ? 1 : now.steps + 1 };
    case 'ArrowUp':
      return { isOpen: true, steps: !now.isOpen || now.steps === 1 ? -1 : now.steps - 1 };
    case 'Home':
      return now.isOpen ? { steps: 1 } : undefined;
    case 'End':
      return now.isOpen ? { steps: -1 } : undefined;
    case 'Escape':
      // Closes an open list; in a closed one it clears the text.
      return now.isOpen ? { isOpen: false, steps: 0 } : { text: '' };
    case 'Enter':
      // A page highlighted in a list not drawn yet opens when the list arrives; with none, the form sends the words.
      return now.isOpen && now.steps !== 0 ? { chosen: true } : undefined;
    default:
      return undefined;
  }
}
