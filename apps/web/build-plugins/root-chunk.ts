/**
 * Two chunks for what the root route imports, directly or not: its packages (React, React Router), which change
 * only when they are upgraded, and the app's own modules (the layout, the site map, the school's profile, the
 * messages), which change with every deployment. Every page loads all of them, but Rollup splits shared code into as
 * many chunks as there are sets of chunks importing it: each on-demand block that imports a part of it (a photo
 * block the asset paths, the site-map block the navigation) made another split, and a page fetched a dozen files of
 * a few hundred bytes, each compressed on its own. Modules the root does not reach keep Rollup's chunks.
 *
 * Both are named: a manual chunk takes in every static import not in another chunk, so the app's chunk alone would
 * take the packages with it, and a returning visitor would download React again after each deployment.
 */
import type { ManualChunkMeta } from 'rollup';

export const rootChunks = { packages: 'root-packages', own: 'root-shared' } as const;

export function rootClosureChunk(rootModule: RegExp) {
  let closure: Set<string> | undefined;

  function staticClosure(meta: ManualChunkMeta): Set<string> {
    const root = [...meta.getModuleIds()].find((id) => rootModule.test(id));
    if (!root) throw new Error(`No module matches ${rootModule}`);
    const reached = new Set<string>();
    const visit = (id: string) => {
      for (const imported of meta.getModuleInfo(id)?.importedIds ?? []) {
        // Rollup's and Vite's own virtual modules (`\0...`) are left where they put them.
        if (!imported.startsWith('\0') && !reached.has(imported)) {
          reached.add(imported);
          visit(imported);
        }
      }
    };
    visit(root);
    return reached;
  }

  return (id: string, meta: ManualChunkMeta): string | undefined => {
    closure ??= staticClosure(meta);
    if (!closure.has(id)) return undefined;
    return id.includes('/node_modules/') ? rootChunks.packages : rootChunks.own;
  };
}
