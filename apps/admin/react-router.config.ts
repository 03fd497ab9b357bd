import type { Config } from '@react-router/dev/config';
import { basename } from './app/console-paths';

export default {
  // The console is always rendered per request for the signed-in person, never pre-rendered.
  ssr: true,
  basename,
} satisfies Config;
