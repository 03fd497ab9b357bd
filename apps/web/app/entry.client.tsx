/**
 * Hydrates the server-rendered page. The page is drawn with only its inline critical CSS while its
 * stylesheets arrive (the server's first-paint step), so hydration waits for them: what React then
 * adds (carousel dots, pop-ups, menus) is styled from its first frame and never moves the page.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function loaded(link: HTMLLinkElement): Promise<unknown> {
  // Loaded, or already finished without a sheet (failed): a finished fetch leaves a resource timing entry.
  if (link.sheet || performance.getEntriesByName(link.href).length > 0) return Promise.resolve();
  return new Promise((settle) => {
    link.addEventListener('load', settle, { once: true });
    // A stylesheet that failed to load must not leave the page without its scripts.
    link.addEventListener('error', settle, { once: true });
  });
}

void Promise.all([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(loaded)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
