import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { blockAssetsPlugin } from './build-plugins/block-assets';
import { shortCssModuleNames } from './build-plugins/css-module-names';
import { rootClosureChunk } from './build-plugins/root-chunk';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter(), blockAssetsPlugin()],
  css:
    command === 'build'
      ? { modules: { generateScopedName: shortCssModuleNames(fileURLToPath(new URL('.', import.meta.url))) } }
      : {},
  build:
    command === 'build' && !isSsrBuild
      ? { rollupOptions: { output: { manualChunks: rootClosureChunk(/\/app\/root\.tsx$/) } } }
      : {},
  server: { port: 5173 },
}));
