/**
 * A real S3-protocol server for a test: s3rver, serving a temporary folder on
 * a free port of 127.0.0.1, with one empty bucket. It runs as a child process,
 * so a test can stop it under a client's feet, and so that it can be given
 * `--openssl-legacy-provider`: s3rver makes its list continuation tokens with
 * DES, which OpenSSL 3 (Node 17 and later) only has in that provider. Without
 * it, any list longer than one page answers 500.
 *
 *     const s3 = await startS3Server();
 *     const config = readConfig({ DATA_DIR, ...s3.config });
 *     await s3.stop();
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface S3TestServer {
  /** The S3_* settings that reach it. */
  config: {
    S3_ENDPOINT: string;
    S3_BUCKET: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
  };
  /** Stops the server and removes its folder; a second call does nothing. */
  stop(): Promise<void>;
}

const bucket = 'school-files';
const startTimeoutMs = 10_000;
const s3rverCli = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');

export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      s3rverCli,
      ...['--directory', directory, '--address', '127.0.0.1', '--port', '0'],
      ...['--silent', '--configure-bucket', bucket],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));

  let timer: NodeJS.Timeout | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`s3rver did not start:\n${output}`)), startTimeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const listening = /listening on [\d.]+:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    void exited.then(() => reject(new Error(`s3rver stopped before it listened:\n${output}`)));
    child.once('error', reject);
  })
    .catch((error: unknown) => {
      child.kill();
      rmSync(directory, { recursive: true, force: true });
      throw error;
    })
    .finally(() => clearTimeout(timer));

  let stopping: Promise<void> | undefined;
  return {
    config: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      // s3rver's own account: it checks each request's signature against these.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill();
          await exited;
        }
        rmSync(directory, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}
