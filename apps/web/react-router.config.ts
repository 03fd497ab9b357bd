import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './app/site/prerender';

export default {
  ssr: true,
  // Information pages never change between deployments, so they are rendered
  // to HTML once at build time; pages with stored content render per request.
  prerender: { paths: prerenderedPaths(), concurrency: 2 },
} satisfies Config;
