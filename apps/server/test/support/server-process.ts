/**
 * The built server (`dist/main.js`, with the site and console builds it
 * serves) as its own process, listening on a free port of 127.0.0.1, for tests
 * of what only separate processes show: start-up races, shared limits, a
 * process killed under load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Everything it has written to stdout and stderr so far (its JSON log lines). */
  output(): string;
  /** Stops it with `signal` unless it has stopped already, and waits until it has. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the server with `env` added to this process's own; resolves once it listens. */
export async function startServerProcess(
  env: Record<string, string>,
  startTimeoutMs = 120_000,
): Promise<ServerProcess> {
  if (!existsSync(serverEntry)) throw new Error(`No server build at ${serverEntry}: run "npm run build" first`);
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));

  let timer: NodeJS.Timeout | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${output}`)), startTimeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    void exited.then(() => reject(new Error(`the server stopped before it listened:\n${output}`)));
  })
    .catch((error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    })
    .finally(() => clearTimeout(timer));

  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
