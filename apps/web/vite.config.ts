import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { blockAssetsPlugin } from './build-plugins/block-assets';

export default defineConfig({
  plugins: [reactRouter(), blockAssetsPlugin()],
  server: { port: 5173 },
});
