/**
 * `local/no-import-cycle`: a module never imports one that leads back to it, by any kind of import: a value,
 * `import type`, a re-export or a dynamic `import()`.
 *
 * import-x's `no-cycle` skips `import type`, so it misses a circle made of types alone, and each circle this
 * project had was one of those (the console's contract and the inbox, the upload rules and the console kinds, the
 * photo viewer and its lazy view). Such a circle costs nothing at run time but still ties two modules together, so
 * neither can be read, tested or moved alone.
 *
 * Each file's imports are listed by TypeScript's scanner (`ts.preProcessFile`, no parse) and resolved as the
 * bundler and `tsc` resolve them (`moduleResolution: Bundler`), symlinked workspace packages to their real files;
 * anything in node_modules, and anything that does not resolve to a TypeScript file (a stylesheet), is left out.
 * Both are kept for the whole lint run, per file and its modification time.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: false,
  noEmit: true,
};
const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (name) => name, compilerOptions);
const typescriptFile = /\.(?:[cm]?ts|tsx)$/;

/** A resolved import's file, or undefined when it leaves the project's own TypeScript. */
function resolveImport(specifier, fromFile) {
  const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, compilerOptions, ts.sys, resolutionCache);
  const file = resolvedModule?.resolvedFileName;
  if (!file || file.includes('/node_modules/')) return undefined;
  if (!typescriptFile.test(file) || file.endsWith('.d.ts')) return undefined;
  return path.resolve(file);
}

/** @type {Map<string, { mtime: number, imports: string[] }>} */
const importsByFile = new Map();

/** The project files that `file` imports, in any way. */
function importsOf(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = importsByFile.get(file);
  if (known && known.mtime === mtime) return known.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [
    ...new Set(importedFiles.map(({ fileName }) => resolveImport(fileName, file)).filter((found) => found)),
  ];
  importsByFile.set(file, { mtime, imports });
  return imports;
}

/** The shortest way from `start` back to `target` through imports, as a list of files, or undefined. */
function routeBack(start, target) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const route = [file];
        for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) route.unshift(step);
        return route;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import (of values or types, static or dynamic) that leads back to its module.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}.' },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    if (!typescriptFile.test(file)) return {};
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const imported = resolveImport(source.value, file);
      if (!imported || imported === file) return;
      const route = routeBack(imported, file);
      if (!route) return;
      const named = [file, ...route, file].map((step) => path.relative(context.cwd, step));
      context.report({ node: source, messageId: 'cycle', data: { route: named.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' && check(node, node.moduleReference.expression),
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
