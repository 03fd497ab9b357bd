import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { dataFolders, readConfig, type Config } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { loggableUrl, loggerOptions } from '../src/logging';
import { tcRepository } from '../src/modules/tc/repository';
import { tcService } from '../src/modules/tc/service';
import { localFileStore } from '../src/storage/local-file-store';
import { captureLog } from './support/captured-log';
import { plainJpeg } from './support/phone-photo';

const token = 'XjTI2USXsXM2Uq-waR--W_ptCYnbchCu';

/**
 * A grant as the image routes take it, in the spellings a client or a proxy may give it, and the status the routes
 * answer each with: 200 for the certificate, 400 or 404 for a near miss, whose grant is just as real.
 */
const grantSpellings: [string, (grant: string, publicUrl: string) => string, number][] = [
  ['as the look-up gives it', (grant) => `/api/image/tc/${grant}`, 200],
  ['with its slash encoded', (grant) => `/api/image/tc%2F${grant}`, 200],
  ['with its slash encoded in lower case', (grant) => `/api/image/tc%2f${grant}`, 200],
  ['with a letter encoded', (grant) => `/api/image/%74c/${grant}`, 200],
  ['as a ?url= storage path', (grant) => `/api/image?url=tc/${grant}`, 200],
  ['as a ?url= storage path, encoded', (grant) => `/api/image?url=tc%2F${grant}`, 200],
  ['as a ?url= path, encoded', (grant) => `/api/image?url=${encodeURIComponent(`/api/image/tc/${grant}`)}`, 200],
  [
    'as a ?url= address',
    (grant, publicUrl) => `/api/image?url=${encodeURIComponent(`${publicUrl}/api/image/tc/${grant}`)}`,
    200,
  ],
  ['as a ?url= path encoded twice', (grant) => `/api/image?url=%2Fapi%2Fimage%2Ftc%252F${grant}`, 200],
  ['as a ?url= path through ..', (grant) => `/api/image?url=/api/files/../image/tc/${grant}`, 200],
  ['as a ?url= path with a tab', (grant) => `/api/image?url=/api/image/t%09c/${grant}`, 200],
  ['after another query value', (grant) => `/api/image?format=webp&url=tc/${grant}`, 400],
  ['with a doubled slash before it', (grant) => `/api/image//tc/${grant}`, 400],
  ['with a letter encoded twice', (grant) => `/api/image/%2574c/${grant}`, 400],
  ['with a broken escape after it', (grant) => `/api/image/tc%2F${grant}%E0%A4%A`, 400],
  ['after a doubled slash', (grant) => `//api/image/tc/${grant}`, 404],
  ['in upper case', (grant) => `/API/IMAGE/TC/${grant}`, 404],
];

describe('request logging', () => {
  it.each(grantSpellings)('masks a grant %s', (_spelling, spelt) => {
    const logged = loggableUrl(spelt(token, 'http://localhost:3000'));
    expect(logged).not.toContain(token);
    expect(logged.toLowerCase()).not.toContain(token.toLowerCase().slice(0, 8));
    expect(logged).toContain('[grant]');
  });

  it('keeps the other parts of a query, and paths that only look alike', () => {
    expect(loggableUrl(`/api/image?w=640&url=tc%2F${token}&format=webp`)).toBe(
      '/api/image?w=640&url=[grant]&format=webp',
    );
    expect(loggableUrl('/api/image/gallery/etc/a.jpg?w=640')).toBe('/api/image/gallery/etc/a.jpg?w=640');
    expect(loggableUrl('/admissions/tc?step=2')).toBe('/admissions/tc?step=2');
  });

  it('masks certificate grants in logged paths', () => {
    expect(loggableUrl('/api/image/tc/XjTI2USXsXM2Uq-waR--W_ptCYnbchCu')).toBe('/api/image/tc/[grant]');
    expect(loggableUrl('/api/image/tc/abc?x=1')).toBe('/api/image/tc/[grant]?x=1');
    expect(loggableUrl('/api/image/gallery/a.jpg')).toBe('/api/image/gallery/a.jpg');
  });

  it('logs a request as its method and path only', () => {
    const options = loggerOptions('info') as { serializers: { req: (r: unknown) => unknown } };
    const logged = options.serializers.req({
      method: 'GET',
      url: '/api/image/tc/secret',
      headers: { authorization: 'Bearer x', cookie: 'y' },
      ip: '203.0.113.9',
    });
    expect(logged).toEqual({ method: 'GET', url: '/api/image/tc/[grant]' });
  });
});

describe('the log of a server handing out a certificate', () => {
  let dataDir: string;
  let config: Config;
  let db: Db;
  let app: FastifyInstance;
  const log = captureLog();
  const student = { admission: 'DPS/2019/0457', name: 'Aarav Sharma' };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'logging-'));
    config = readConfig({ DATA_DIR: dataDir, SCHOOL_CODE: 'test', LOG_LEVEL: 'info' });
    db = openDatabase(config.DATABASE_URL);
    app = await buildApp({
      config,
      db,
      logger: { ...(loggerOptions('info') as object), stream: log.stream },
      serveSite: false,
      seedDemo: false,
      contentCacheMs: 0,
    });
    const certificates = localFileStore(dataFolders(config).certificates);
    await tcService(tcRepository(db), certificates).addCertificate('test', student, await plainJpeg('#fff', 60, 80));
  });

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let lookUps = 0;
  async function grant(): Promise<string> {
    // Each from an address of its own: the look-up allows ten a minute per address.
    const remoteAddress = `198.51.100.${++lookUps}`;
    const found = await app.inject({ method: 'POST', url: '/api/tc/test', payload: student, remoteAddress });
    expect(found.statusCode).toBe(200);
    return found.json<{ data: string }>().data.slice('tc/'.length);
  }

  it.each(grantSpellings)('answers the grant %s as before, and logs it masked', async (_spelling, spelt, status) => {
    const real = await grant();
    log.clear();
    const answer = await app.inject({ method: 'GET', url: spelt(real, config.PUBLIC_URL) });
    expect(answer.statusCode).toBe(status);
    if (status === 200) expect(answer.headers['content-type']).toBe('image/jpeg');
    // Every line of the request: the incoming request, its completion (and any error in between), written by then.
    await setImmediate();
    const lines = log.entries();
    expect(lines.map((line) => line.msg)).toContain('incoming request');
    expect(log.text()).not.toContain(real);
    expect(log.text().toLowerCase()).not.toContain(real.toLowerCase());
    const incoming = lines.find((line) => line.msg === 'incoming request') as { req: { url: string } } | undefined;
    expect(incoming?.req.url).toContain('[grant]');
  });
});
