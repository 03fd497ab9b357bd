/** Staff accounts as the server and `npm run staff` both set them up, from the configuration. */
import { consoleOrigins, dataFolders, type Config } from '../../config';
import type { Db } from '../../db/database';
import type { SharedRedis } from '../../redis';
import { createAuth, type AuthOptions } from './auth';
import { authSecret } from './auth-secret';
import { staffService } from './service';
import { signInLimits } from './sign-in-limits';

/**
 * With `redis`, failed sign-ins are counted there, across every process that shares it; with `log`, better-auth
 * writes to the server's log.
 */
export async function staffAccounts(db: Db, config: Config, redis?: SharedRedis, log?: AuthOptions['log']) {
  const auth = createAuth({
    log,
    db,
    publicUrl: config.PUBLIC_URL,
    origins: consoleOrigins(config),
    secret: await authSecret(config.AUTH_SECRET, dataFolders(config).authSecret),
    // What an authenticator app files codes under when the school has no profile yet to name it (two-factor set-up).
    issuer: 'School website',
  });
  return staffService({
    db,
    auth,
    limits: signInLimits(redis),
    schoolCode: config.SCHOOL_CODE,
    timeZone: config.SCHOOL_TIME_ZONE,
  });
}
