import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { blockAssetsPlugin } from './build-plugins/block-assets';
import { shortCssModuleNames } from './build-plugins/css-module-names';

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), blockAssetsPlugin()],
  css:
    command === 'build'
      ? { modules: { generateScopedName: shortCssModuleNames(fileURLToPath(new URL('.', import.meta.url))) } }
      : {},
  server: { port: 5173 },
}));
