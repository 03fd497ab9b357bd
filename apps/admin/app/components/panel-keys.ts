import type { KeyboardEvent } from 'react';

/**
 * A key pressed in a toolbar's panel (Link, Insert fact): Enter does what the panel is for, and must not send the
 * whole form; Escape closes it.
 */
export function onPanelKey(event: KeyboardEvent<HTMLElement>, apply: () => void, close: () => void): void {
  if (event.key === 'Enter') {
    event.preventDefault();
    apply();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    close();
  }
}
