// `npm start`: builds whatever is missing (site, pictures and PDFs, console, server),
// then runs the one server process. A fresh clone needs nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = [
  'apps/web/build/server/index.js',
  'apps/web/build/client/generated/images',
  'apps/admin/build/server/index.js',
  'apps/server/dist/main.js',
];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const missing = outputs.filter((output) => !existsSync(new URL(output, `file://${root}`)));
if (missing.length > 0) {
  console.log(`Building the site first (missing: ${missing.join(', ')})`);
  run('npm', ['run', 'build']);
}

// The server runs in this same process, so signals reach it directly.
process.env.NODE_ENV = 'production';
// `npm start` is demo mode: an empty database gets the demo school. A deployment runs main.js without it.
process.env.DEMO ??= 'true';
await import('../apps/server/dist/main.js');
