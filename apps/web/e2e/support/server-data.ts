import { fileURLToPath } from 'node:url';

/** The e2e server's own data folder (fresh for each `npm test`), so tests can read what the server stored. */
export const e2eDataDir = fileURLToPath(new URL('../../../../.test-results/e2e-data', import.meta.url));
