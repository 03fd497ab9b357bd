/**
 * The server's whole configuration: one zod schema over the environment,
 * read once at start-up. A bad value stops the server with a clear message.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { schoolCodeSchema } from '@school/shared/api-schema';

/** Whether the clock knows a time zone by this name. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const defaultWebBuild = fileURLToPath(new URL('../../web/build', import.meta.url));
const defaultAdminBuild = fileURLToPath(new URL('../../admin/build', import.meta.url));

const environmentSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** The SQLite file, uploads and the image-variant cache live here. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** A `postgres://` URL switches to PostgreSQL; otherwise the SQLite file `DATA_DIR/school.db`. */
    DATABASE_URL: z.string().min(1).optional(),
    /** The school the site shows; every API path carries it. The default is the code the spec's examples use. */
    SCHOOL_CODE: schoolCodeSchema.default('hvps'),
    /**
     * The school's clock: what "today" is on the site, when scheduled items start and end, the times the console
     * shows. One per deployment until a deployment serves schools in several zones.
     */
    SCHOOL_TIME_ZONE: z
      .string()
      // Any name the clock knows, its aliases too: Node 20 lists Kolkata only by its old name, Calcutta.
      .refine(isTimeZone, 'a time zone such as Asia/Kolkata')
      .default('Asia/Kolkata'),
    /** Seed the demo school and demo staff accounts into an empty database; on under `npm start`, off in production. */
    DEMO: z.stringbool({ truthy: ['true'], falsy: ['false'] }).default(false),
    /** The canonical address of the site (an origin, no path), for links the server writes. */
    PUBLIC_URL: z
      .url()
      .refine((url) => ['', '/'].includes(new URL(url).pathname), 'an origin such as https://school.example.org')
      .optional(),
    /** How many reverse proxies in front of the server may set X-Forwarded-For; 0 trusts none. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Open connections one address may hold; 0 for no limit. A browser opens up to 6 per site, so 256 leaves
     * room for a school's computer room or a mobile network sharing one address, while one client cannot take
     * every connection the process can hold. Applied only when the server faces visitors itself
     * (TRUST_PROXY_HOPS=0): behind a proxy every connection comes from the proxy, which must limit them instead.
     */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(256),
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
    /** Who gets those e-mails; needed with SMTP_URL. */
    CONTACT_NOTIFY_TO: z.email().optional(),
    /**
     * A Redis server (`redis://host:6379`) that several server processes share: the rate-limit counters live there,
     * so a limit holds whichever process a request reaches. Unset, each process counts in its own memory.
     */
    REDIS_URL: z
      .url()
      .refine((url) => URL.canParse(url) && ['redis:', 'rediss:'].includes(new URL(url).protocol), 'a redis:// address')
      .optional(),
    /** Starts every key this site writes to Redis, so that several sites (or test runs) can share one Redis server. */
    REDIS_KEY_PREFIX: z.string().min(1).max(100).default('school-site:'),
    /**
     * An S3-compatible object store for uploads, certificates and resized copies of images, instead of folders
     * under DATA_DIR, so that several server processes share one set of files. Set with S3_BUCKET; the endpoint
     * is needed for any store but Amazon's own (MinIO, Ceph, Garage and the like).
     */
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Both or neither: without them the SDK finds credentials itself (AWS_* variables, an instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  })
  .superRefine((environment, context) => {
    if (environment.SMTP_URL && !environment.CONTACT_NOTIFY_TO) {
      context.addIssue({ code: 'custom', path: ['CONTACT_NOTIFY_TO'], message: 'needed when SMTP_URL is set' });
    }
  })
  .superRefine((environment, context) => {
    // A half-made S3 setting would quietly keep files on this machine's disk, where the other processes never see them.
    const s3Settings = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    for (const name of s3Settings) {
      if (environment[name] && !environment.S3_BUCKET) {
        context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `needed when ${name} is set` });
      }
    }
    if (Boolean(environment.S3_ACCESS_KEY_ID) !== Boolean(environment.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: [environment.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
      });
    }
  })
  .superRefine((environment, context) => {
    // PostgreSQL with Redis or S3 means several processes, each with its own DATA_DIR, where each would make its
    // own secret: a member of staff signed in through one would be signed out by the next (decision 015).
    const shared = environment.REDIS_URL !== undefined || environment.S3_BUCKET !== undefined;
    if (shared && isPostgresUrl(environment.DATABASE_URL ?? '') && !environment.AUTH_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'needed, the same on every process, when several share PostgreSQL with REDIS_URL or S3_BUCKET',
      });
    }
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

/**
 * The origins the console's forms may be sent from: the site's own (PUBLIC_URL). In demo mode, on this machine,
 * the other names of the loopback address with the same port too, so that `npm start` signs in at
 * http://127.0.0.1:3000 as it does at http://localhost:3000.
 */
export function consoleOrigins(config: Pick<Config, 'PUBLIC_URL' | 'DEMO'>): string[] {
  const url = new URL(config.PUBLIC_URL);
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  if (!config.DEMO || !loopback.includes(url.hostname)) return [url.origin];
  return loopback.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
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
