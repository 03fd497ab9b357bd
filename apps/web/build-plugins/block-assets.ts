/**
 * The components of a page's blocks, its live feeds (`<name>.feed.tsx`) and
 * every other kind but its text (`<kind>.block.tsx`), are chunks of their own,
 * which only the pages that show them load (app/blocks/views/on-demand.tsx). React Router names in
 * a page's HTML the scripts and stylesheets of what its route modules import
 * statically, and these are not among them: without their stylesheets the
 * server's HTML would be drawn unstyled until their chunks arrived, and without
 * their scripts the page's hydration would wait a round trip for them.
 *
 * So the server render reads them from `virtual:block-assets`, which this
 * plugin builds from the client build's manifest (React Router builds the
 * client first and reads the same manifest). `react-router dev` loads a
 * module's CSS with its script, so there the map is empty.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest, Plugin } from 'vite';
import type { BlockAssets } from '../app/blocks/page/block-assets';
import { onDemandModuleOf } from '../app/blocks/views/on-demand-names';

export const blockAssetsModule = 'virtual:block-assets';
const resolvedId = `\0${blockAssetsModule}`;

/** The modules whose scripts and stylesheets every page names. */
const alwaysNamed = ['app/entry.client.tsx', 'app/root.tsx'];

/** React Router's default build directory, which react-router.config.ts keeps. */
const clientManifestPath = 'build/client/.vite/manifest.json';

const sourceOf = (key: string) => key.split('?', 1)[0] ?? key;

/** A chunk and every chunk it imports statically, imports first (the order Vite loads them in). */
function closureOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => closureOf(manifest, imported, seen)), key];
}

/**
 * Each on-demand module's scripts and stylesheets, as addresses under `base`, without those that every page showing
 * it names anyway: the client entry's and the root route's, and those of every route that can reach the module.
 */
export function blockAssets(manifest: Manifest, base: string): Record<string, BlockAssets> {
  const keys = Object.keys(manifest);
  const everyPage = new Set(
    keys.filter((key) => alwaysNamed.includes(sourceOf(key))).flatMap((key) => closureOf(manifest, key)),
  );
  const routes = keys
    .filter((key) => manifest[key]?.isEntry && sourceOf(key).startsWith('app/routes/'))
    .map((key) => new Set(closureOf(manifest, key)));
  /** What every route that imports `moduleKey` on demand (through one of its chunks) names itself. */
  const namedByItsRoutes = (moduleKey: string): string[] => {
    const importers = keys.filter((key) => manifest[key]?.dynamicImports?.includes(moduleKey));
    const reaching = routes.filter((route) => importers.some((importer) => route.has(importer)));
    const [first, ...others] = reaching;
    return first ? [...first].filter((key) => others.every((route) => route.has(key))) : [];
  };
  const assetsOf = (moduleKey: string): BlockAssets => {
    const named = new Set([...everyPage, ...namedByItsRoutes(moduleKey)]);
    const namedStylesheets = new Set([...named].flatMap((key) => manifest[key]?.css ?? []));
    const chunks = closureOf(manifest, moduleKey).filter((key) => !named.has(key));
    const files = (pick: (key: string) => string[]) =>
      Array.from(new Set(chunks.flatMap(pick)), (file) => `${base}${file}`);
    return {
      scripts: files((key) => [manifest[key]?.file ?? '']),
      stylesheets: files((key) => (manifest[key]?.css ?? []).filter((file) => !namedStylesheets.has(file))),
    };
  };
  return Object.fromEntries(
    keys.flatMap((key) => {
      const name = onDemandModuleOf(sourceOf(key));
      return name ? [[name, assetsOf(key)]] : [];
    }),
  );
}

export function blockAssetsPlugin(): Plugin {
  let clientManifest: string | undefined;
  let base = '/';
  return {
    name: 'school:block-assets',
    configResolved(config) {
      base = config.base;
      if (config.command === 'build') clientManifest = path.resolve(config.root, clientManifestPath);
    },
    resolveId(id) {
      return id === blockAssetsModule ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      if (clientManifest && this.environment.config.consumer === 'client') {
        this.error(`${blockAssetsModule} is for the server render only`);
      }
      const assets = clientManifest
        ? blockAssets(JSON.parse(await readFile(clientManifest, 'utf8')) as Manifest, base)
        : {};
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}
