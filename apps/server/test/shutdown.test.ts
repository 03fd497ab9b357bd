/**
 * Graceful shutdown of the real, built server: SIGTERM while a request is in
 * flight lets that request finish with its full answer, then the process exits 0.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dataFolders, readConfig } from '../src/config';

const serverEntry = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** A large picture, so that making its resized variant keeps the request busy for a moment. */
async function prepareDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
  const config = readConfig({ DATA_DIR: dataDir, SCHOOL_CODE: 'test' });
  const uploads = dataFolders(config).uploads;
  mkdirSync(uploads, { recursive: true });
  await sharp({ create: { width: 2400, height: 2400, channels: 3, background: '#1d3c6e' } })
    .png()
    .toFile(path.join(uploads, 'big.png'));
  return dataDir;
}

describe('graceful shutdown', () => {
  it('finishes the request in flight on SIGTERM, then exits 0', async () => {
    if (!existsSync(serverEntry)) throw new Error(`No server build at ${serverEntry}: run "npm run build" first`);
    const dataDir = await prepareDataDir();
    const server = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, DATA_DIR: dataDir, SCHOOL_CODE: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      server.on('exit', () => reject(new Error(`server exited early:\n${output}`)));
    });

    const answer = fetch(`http://127.0.0.1:${port}/api/image/big.png?w=1280&format=webp`);
    // Wait until the server has the request, then ask it to stop.
    await expect.poll(() => output.includes('"url":"/api/image/big.png'), { timeout: 10_000 }).toBe(true);
    server.kill('SIGTERM');

    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const body = Buffer.from(await response.arrayBuffer());
    expect((await sharp(body).metadata()).width).toBe(1280);
    expect(await exited).toBe(0);
    // The signal arrived while the request was still being answered.
    expect(output.indexOf('shutting down')).toBeGreaterThan(-1);
    expect(output.indexOf('shutting down')).toBeLessThan(output.lastIndexOf('request completed'));
  }, 60_000);
});
