/**
 * The server's whole configuration: one zod schema over the environment,
 * read once at start-up. A bad value stops the server with a clear message.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const defaultWebBuild = fileURLToPath(new URL('../../web/build', import.meta.url));

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The React Router build (client and server) that the site is served from. */
  WEB_BUILD_DIR: z.string().min(1).default(defaultWebBuild),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof environmentSchema>;

export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const result = environmentSchema.safeParse(environment);
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
