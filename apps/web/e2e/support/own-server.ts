/**
 * A demo server of a spec's own, beside the one every spec shares, for a change the whole site shows (an alert on
 * every page) that would reach other specs' pages while they run. It starts from an empty data folder, so it seeds
 * the demo school itself; stop it when done, and the folder goes with it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverMain = fileURLToPath(new URL('../../../server/dist/main.js', import.meta.url));

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function answering(url: string, until: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`the spec's own server did not answer ${url} in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function startOwnServer(): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-own-server-'));
  const server = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The demo seed makes its pictures and PDFs on the first start.
    await answering(`${baseURL}/`, Date.now() + 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
