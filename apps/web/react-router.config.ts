import type { Config } from '@react-router/dev/config';

export default {
  // Every page shows the school's stored profile, so each is rendered by the server and kept in its page cache
  // (docs/decisions/021-the-schools-own-website.md); nothing is rendered at build time.
  ssr: true,
} satisfies Config;
