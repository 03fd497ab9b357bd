/** Staff accounts as the server and `npm run staff` both set them up, from the configuration. */
import { school } from '@school/content/school';
import { dataFolders, type Config } from '../../config';
import type { Db } from '../../db/database';
import { createAuth } from './auth';
import { authSecret } from './auth-secret';
import { staffService } from './service';
import { signInLimits } from './sign-in-limits';

export async function staffAccounts(db: Db, config: Config) {
  const auth = createAuth({
    db,
    publicUrl: config.PUBLIC_URL,
    secret: await authSecret(config.AUTH_SECRET, dataFolders(config).authSecret),
    issuer: school.name,
  });
  return staffService({ db, auth, limits: signInLimits(), schoolCode: config.SCHOOL_CODE, timeZone: school.timeZone });
}
