/**
 * One chunk for the app's own modules that the root route imports, directly or not: the layout, the site map,
 * the school's profile, the messages. Every page loads all of them, but Rollup splits them into as many chunks as
 * there are sets of on-demand blocks that import a part of them (a photo block needs the asset paths, the site map
 * block the navigation), and a page then fetches a dozen files of a few hundred bytes, each compressed on its own.
 * Packages (React, React Router) keep Rollup's chunks, and modules the root does not reach keep theirs.
 */
import type { ManualChunkMeta } from 'rollup';

export function rootClosureChunk(rootModule: RegExp, name = 'root-shared') {
  let closure: Set<string> | undefined;
  const ownModule = (id: string) => !id.startsWith('\0') && !id.includes('/node_modules/');

  function staticClosure(meta: ManualChunkMeta): Set<string> {
    const root = [...meta.getModuleIds()].find((id) => rootModule.test(id));
    if (!root) throw new Error(`No module matches ${rootModule}`);
    const reached = new Set<string>();
    const visit = (id: string) => {
      for (const imported of meta.getModuleInfo(id)?.importedIds ?? []) {
        if (ownModule(imported) && !reached.has(imported)) {
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
    return closure.has(id) ? name : undefined;
  };
}
