/**
 * The server's whole configuration: one zod schema over the environment,
 * read once at start-up. A bad value stops the server with a clear message.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { schoolCodeSchema } from '@school/shared/api-schema';
import { school } from '@school/content/school';

const defaultWebBuild = fileURLToPath(new URL('../../web/build', import.meta.url));
const defaultAdminBuild = fileURLToPath(new URL('../../admin/build', import.meta.url));

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The SQLite file, uploads and the image-variant cache live here. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A `postgres://` URL switches to PostgreSQL; otherwise the SQLite file `DATA_DIR/school.db`. */
  DATABASE_URL: z.string().min(1).optional(),
  /** The school the site shows; every API path carries it. */
  SCHOOL_CODE: schoolCodeSchema.default(school.code),
  /** Seed the demo school and demo staff accounts into an empty database; on under `npm start`, off in production. */
  DEMO: z.stringbool({ truthy: ['true'], falsy: ['false'] }).default(false),
  /** The canonical address of the site (an origin, no path), for links the server writes. */
  PUBLIC_URL: z
    .url()
    .refine((url) => ['', '/'].includes(new URL(url).pathname), 'an origin such as https://school.example.org')
    .optional(),
  /** How many reverse proxies in front of the server may set X-Forwarded-For; 0 trusts none. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** The React Router build (client and server) that the site is served from. */
  WEB_BUILD_DIR: z.string().min(1).default(defaultWebBuild),
  /** The staff console's React Router build, served under /admin. */
  ADMIN_BUILD_DIR: z.string().min(1).default(defaultAdminBuild),
  /**
   * Signs staff session cookies and encrypts two-factor keys: at least 32 random characters, the same on
   * every server process. Unset, one is made on first start and kept in DATA_DIR/private/auth-secret.
   */
  AUTH_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Contact messages older than this many days are deleted (checked at start-up and every hour). */
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  /** The mail server each new contact message is e-mailed through (`smtp://user:password@host:587`, `smtps://...`); unset, none is. */
  SMTP_URL: z
    .url()
    .refine(
      (url) => URL.canParse(url) && ['smtp:', 'smtps:'].includes(new URL(url).protocol),
      'an smtp:// or smtps:// address',
    )
    .optional(),
  /** Who gets those e-mails. */
  CONTACT_NOTIFY_TO: z.email().default(school.email),
});

export type Config = Omit<z.infer<typeof environmentSchema>, 'DATABASE_URL' | 'PUBLIC_URL'> & {
  DATABASE_URL: string;
  PUBLIC_URL: string;
};

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const result = environmentSchema.safeParse(environment);
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  }
  const config = result.data;
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    ...config,
    DATA_DIR: dataDir,
    DATABASE_URL: config.DATABASE_URL ?? path.join(dataDir, 'school.db'),
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  };
}

/** The folders under DATA_DIR. Certificates are never in the public uploads: only a time-limited grant reaches them. */
export function dataFolders(config: Pick<Config, 'DATA_DIR'>) {
  return {
    uploads: path.join(config.DATA_DIR, 'uploads'),
    certificates: path.join(config.DATA_DIR, 'private', 'certificates'),
    authSecret: path.join(config.DATA_DIR, 'private', 'auth-secret'),
    imageCache: path.join(config.DATA_DIR, 'cache', 'images'),
    /** Uploads wait here while they are checked; each request's folder is removed when it ends. */
    uploadTemp: path.join(config.DATA_DIR, 'tmp', 'uploads'),
  };
}
