/**
 * Hydrates the server-rendered page. The page is drawn with only its inline critical CSS while its
 * stylesheets arrive (the server's first-paint step), so hydration waits for them: what React then
 * adds (carousel dots, pop-ups, menus) is styled from its first frame and never moves the page.
 *
 * It also waits for the components of the page's blocks that are chunks of their own (decision 017),
 * whose scripts the starter preloaded with the page's others: each block then hydrates with the page,
 * so a press the starter held (decision 016) reaches it. If one cannot be loaded, the page stays as
 * the server drew it, whole and readable, rather than hydrate into an error.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { blockModulesMetaName } from './content/block-assets';

function loaded(link: HTMLLinkElement): Promise<unknown> {
  // Loaded, or already finished without a sheet (failed): a finished fetch leaves a resource timing entry.
  if (link.sheet || performance.getEntriesByName(link.href).length > 0) return Promise.resolve();
  return new Promise((settle) => {
    link.addEventListener('load', settle, { once: true });
    // A stylesheet that failed to load must not leave the page without its scripts.
    link.addEventListener('error', settle, { once: true });
  });
}

async function blockComponentsLoaded(): Promise<void> {
  const modules = document.querySelector<HTMLMetaElement>(`meta[name="${blockModulesMetaName}"]`)?.content;
  if (!modules) return;
  // Only pages with such blocks carry their registries.
  const { loadBlockModules } = await import('./content/block-components');
  await loadBlockModules(modules.split(' '));
}

void Promise.all([
  ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(loaded),
  blockComponentsLoaded(),
]).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error('The page stays as the server drew it: a block’s script did not load.', error),
);
