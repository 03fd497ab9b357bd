import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { basename } from './app/console-paths';

export default defineConfig({
  // Assets are served by the Fastify mount under /admin/assets/, apart from the public site's.
  base: `${basename}/`,
  plugins: [reactRouter()],
  server: { port: 5174 },
});
