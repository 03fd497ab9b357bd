// Bundles the server into dist/main.js. Registry packages stay external (they
// are installed beside it); the workspace packages are TypeScript source, so
// they are bundled in. Modules loaded with import() (the demo seed) become
// chunks of their own, so a production server never even reads the demo data.
import { build, transform } from 'esbuild';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@school/'));

/**
 * The scripts the server writes into the head of every page (web/first-paint.ts) are their functions' own text, sent
 * to every visitor: minified here, as the browser's other scripts are, they cost the home page some 150 bytes less
 * with gzip. The rest of the server keeps its names and lines, for its logs.
 */
const inlineScripts = /packages\/shared\/src\/(scripts-after-load|scroll-restoring-load)\.ts$/;
const minifiedInlineScripts = {
  name: 'minified-inline-scripts',
  setup(bundle) {
    bundle.onLoad({ filter: inlineScripts }, async ({ path }) => {
      const { code } = await transform(await readFile(path, 'utf8'), {
        loader: 'ts',
        format: 'esm',
        minify: true,
        target: 'es2020',
      });
      return { contents: code, loader: 'js' };
    });
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  plugins: [minifiedInlineScripts],
  logLevel: 'info',
});
