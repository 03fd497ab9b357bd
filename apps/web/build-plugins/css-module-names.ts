/**
 * Short class names for the built site's CSS modules. Vite's default, `_<local>_<hash>_<line>`, is written
 * into every page's HTML, its inlined critical CSS, its hydration data and the scripts' class maps; these names
 * take 1.2 KB with gzip off the home page's HTML. `react-router dev` keeps the readable names.
 *
 * A name is a hash of the module's path (from the app's root, so every machine builds the same names), then the
 * class's place in its module in base 36: `_Xy3k0`, `_Xy3k1`. The client and server builds each read a module's
 * classes in the same order, so they agree without sharing state. Classes of one module share the hash, which
 * gzip packs better than a hash per class. Two modules meeting on one hash would style each other's elements;
 * the build stops instead.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

export function shortCssModuleNames(root: string, hashLength = 4) {
  const moduleOfHash = new Map<string, string>();
  const modules = new Map<string, { prefix: string; names: Map<string, string> }>();
  return (local: string, file: string): string => {
    const modulePath = path.relative(root, file.replace(/\?.*$/, '')).split(path.sep).join('/');
    let module = modules.get(modulePath);
    if (!module) {
      // base64url keeps to [A-Za-z0-9_-]; the leading underscore makes any of them a valid class name.
      const hash = createHash('sha256').update(modulePath).digest('base64url').slice(0, hashLength);
      const taken = moduleOfHash.get(hash);
      if (taken !== undefined)
        throw new Error(`CSS modules ${taken} and ${modulePath} hash to ${hash}: lengthen the hash`);
      moduleOfHash.set(hash, modulePath);
      module = { prefix: `_${hash}`, names: new Map() };
      modules.set(modulePath, module);
    }
    let name = module.names.get(local);
    if (name === undefined) {
      name = `${module.prefix}${module.names.size.toString(36)}`;
      module.names.set(local, name);
    }
    return name;
  };
}
