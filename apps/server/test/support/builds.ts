/** The built site and console that the HTTP tests serve: `npm run build` (or `npm test`) makes them first. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const webBuildDir = fileURLToPath(new URL('../../../web/build', import.meta.url));
export const adminBuildDir = fileURLToPath(new URL('../../../admin/build', import.meta.url));

/** Fails the suite with what to run when a build it serves is missing. */
export function requireBuilds(...buildDirs: string[]): void {
  for (const buildDir of buildDirs) {
    if (!existsSync(`${buildDir}/server/index.js`))
      throw new Error(`No build at ${buildDir}: run "npm run build" first`);
  }
}
