/**
 * The WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) as
 * props for a tab list, its tabs and their panels, so a page can put other
 * things between the list and the panels (the gallery's filters). The list is
 * one tab stop; the arrow keys, Home and End move to a tab and show it.
 *
 * It replaced @radix-ui/react-tabs, whose 9.5 KB (gzip) of scripts every page
 * with tabs loaded for these few lines.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function useTabs(count: number) {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${id}tab-${index}`;
  const panelId = (index: number) => `${id}panel-${index}`;

  return {
    selected,
    listProps: {
      role: 'tablist',
      onKeyDown: (event: KeyboardEvent) => {
        const move = keyMoves[event.key];
        if (!move) return;
        event.preventDefault();
        const next = move(selected, count);
        setSelected(next);
        tabs.current[next]?.focus();
      },
    },
    tabProps: (index: number) => ({
      role: 'tab',
      type: 'button' as const,
      id: tabId(index),
      'aria-selected': index === selected,
      'aria-controls': panelId(index),
      tabIndex: index === selected ? 0 : -1,
      onClick: () => setSelected(index),
      ref: (element: HTMLButtonElement | null) => {
        tabs.current[index] = element;
      },
    }),
    /** Every panel is in the page, so each tab names one; only the selected one is shown or has content. */
    panelProps: (index: number) => ({
      role: 'tabpanel',
      id: panelId(index),
      'aria-labelledby': tabId(index),
      hidden: index !== selected,
      tabIndex: 0,
    }),
  };
}
