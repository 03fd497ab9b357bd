/**
 * How the modules loaded on demand (on-demand.tsx) are named. A live feed's
 * component is `<name>.feed.tsx` in its feature, an information block's
 * `<kind>.block.tsx`; the build, the pages' loaders and the browser name each
 * module `<name>.<feed|block>`: `news.feed`, `carousel.block`.
 */

export type OnDemandKind = 'feed' | 'block';

/** The name a file is found by: `news` for `.../news.feed.tsx` (or `.../news.feed.server.ts`). */
export function onDemandNameOf(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file.slice(0, file.indexOf('.'));
}

/** `news.feed` for `.../news.feed.tsx`; undefined for any other file. */
export function onDemandModuleOf(path: string): string | undefined {
  return /\/([^/.]+\.(?:feed|block))\.tsx$/.exec(path)?.[1];
}

export const onDemandModule = (name: string, kind: OnDemandKind): string => `${name}.${kind}`;

/** `feed` for `news.feed`. */
export const kindOfModule = (module: string): OnDemandKind => module.slice(module.lastIndexOf('.') + 1) as OnDemandKind;

/** The names of the modules of one kind among `modules`. */
export const namesOfKind = (modules: string[], kind: OnDemandKind): string[] =>
  modules.flatMap((module) => (kindOfModule(module) === kind ? [module.slice(0, -kind.length - 1)] : []));
