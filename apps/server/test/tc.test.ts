/**
 * The transfer-certificate look-up and download: a match (whatever the case
 * and spacing of the name) gives an unguessable, expiring path that is the
 * only way to the file; misses, bad input and too many tries are refused; and
 * every miss does the same hashing work as a match.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tcFileNames, tcMessages } from '@school/shared/form-words';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { tcRepository } from '../src/modules/tc/repository';
import { nameKey, tcGrantLifetimeMs, tcService } from '../src/modules/tc/service';
import { localFileStore } from '../src/storage/local-file-store';
import type { FileStore } from '../src/storage/storage';

// The service's hashing, counted: every path through a look-up must do the same amount.
vi.mock(import('node:crypto'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, createHash: vi.fn(actual.createHash), timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const schoolCode = 'test';
const student = { admission: 'DPS/2019/0457', name: 'Aarav  Sharma' };

let dataDir: string;
let db: Db;
let app: FastifyInstance;
let certificates: FileStore;
let certificate: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tc-'));
  const config = readConfig({ DATA_DIR: dataDir, SCHOOL_CODE: schoolCode, LOG_LEVEL: 'silent' });
  db = openDatabase(config.DATABASE_URL);
  app = await buildApp({ config, db, serveSite: false, seedDemo: false, contentCacheMs: 0 });

  certificates = localFileStore(path.join(dataDir, 'private', 'certificates'));
  certificate = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  await tcService(tcRepository(db), certificates).addCertificate(schoolCode, student, certificate);
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(() => vi.useRealTimers());

/** Each test looks up from its own address, so the per-address limit is only met where a test means to. */
let lastAddress = 0;
const nextAddress = () => `198.51.100.${++lastAddress}`;

function lookUp(body: unknown, { school = schoolCode, address = nextAddress() } = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/tc/${school}`,
    payload: body as object,
    remoteAddress: address,
    // The site sends its stored token; the look-up needs none and ignores it.
    headers: { authorization: 'Bearer whatever-the-browser-kept' },
  });
}

function expectError(response: { statusCode: number; body: string }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(JSON.parse(response.body)).toEqual({ error: { code, message: expect.any(String) } });
  return (JSON.parse(response.body) as { error: { message: string } }).error.message;
}

async function tokenFor(name = student.name): Promise<string> {
  const response = await lookUp({ admission: student.admission, name });
  expect(response.statusCode).toBe(200);
  const { data } = JSON.parse(response.body) as { data: string };
  expect(data).toMatch(/^tc\/[A-Za-z0-9_-]+$/);
  return data.slice('tc/'.length);
}

describe('a matching look-up', () => {
  it.each(['Aarav  Sharma', 'aarav sharma', 'AARAV SHARMA', '  Aarav\tSharma  ', 'aArAv \n sHaRmA'])(
    'matches the name written %j',
    async (name) => {
      await tokenFor(name);
    },
  );

  it.each(['dps/2019/0457', 'Dps/2019/0457', ' DPS/2019/0457 ', 'dPS/2019/0457'])(
    'matches the admission number typed %j, as a phone keyboard leaves it',
    async (admission) => {
      const response = await lookUp({ admission, name: 'aarav sharma' });
      expect(response.statusCode).toBe(200);
    },
  );

  it('still needs the right name when the number is typed in another case', async () => {
    expectError(await lookUp({ admission: 'dps/2019/0457', name: 'Aarav Verma' }), 404, 'not_found');
  });

  it('answers a path with at least 128 random bits, new for every look-up', async () => {
    const first = await tokenFor();
    const second = await tokenFor();
    expect(first.length).toBeGreaterThanOrEqual(22);
    expect(Buffer.from(first, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(first).not.toBe(second);
  });

  it('downloads the certificate from /api/image/tc/<token>, privately, as tc.jpg', async () => {
    const token = await tokenFor();
    const response = await app.inject({ url: `/api/image/tc/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${tcFileNames['image/jpeg']}"`);
    expect(response.rawPayload.equals(certificate)).toBe(true);
  });

  it('gives a path that takes no resizing', async () => {
    const token = await tokenFor();
    const response = await app.inject({ url: `/api/image/tc/${token}?w=320` });
    expectError(response, 400, 'bad_request');
  });

  it('gives a path that stops working after ten minutes', async () => {
    const token = await tokenFor();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + tcGrantLifetimeMs - 1000);
    expect((await app.inject({ url: `/api/image/tc/${token}` })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2000);
    expectError(await app.inject({ url: `/api/image/tc/${token}` }), 404, 'not_found');
  });
});

describe('the certificate file', () => {
  it.each([
    () => `tc/${randomBytes(24).toString('base64url')}`,
    () => `tc/${randomBytes(16).toString('base64url')}`,
    () => 'tc/',
    () => 'tc/0',
    () => `tc/${'A'.repeat(32)}`,
  ])('is not reached by a guessed path (%#)', async (guess) => {
    expectError(await app.inject({ url: `/api/image/${guess()}` }), 404, 'not_found');
  });

  it('is not among the public uploads', async () => {
    const [stored] = await db.selectFrom('tc_records').select('file_path').execute();
    for (const url of [`/api/image/${stored!.file_path}`, `/api/image?url=${stored!.file_path}`]) {
      expectError(await app.inject({ url }), 404, 'not_found');
    }
  });
});

describe('a look-up that does not match', () => {
  it.each([
    ['a wrong name', { admission: student.admission, name: 'Aarav Verma' }],
    ['a name with letters run together', { admission: student.admission, name: 'AaravSharma' }],
    ['a wrong admission number', { admission: 'DPS/2019/0458', name: student.name }],
    ['a name given as the number', { admission: student.name, name: student.admission }],
  ])('answers 404 for %s', async (_label, body) => {
    expectError(await lookUp(body), 404, 'not_found');
  });

  it('answers 404 for an unknown school', async () => {
    expectError(await lookUp(student, { school: 'nowhere' }), 404, 'not_found');
  });
});

describe('bad input', () => {
  it.each([
    ['an empty admission number', { admission: '', name: student.name }, tcMessages.empty],
    ['an empty name', { admission: student.admission, name: '' }, tcMessages.empty],
    ['a name of spaces', { admission: student.admission, name: '   ' }, tcMessages.empty],
    ['a 101-character name', { admission: student.admission, name: 'a'.repeat(101) }, 'at most 100'],
    ['a 101-character number', { admission: '1'.repeat(101), name: student.name }, 'at most 100'],
    ['a missing name', { admission: student.admission }, ''],
    ['a number as a number', { admission: 457, name: student.name }, ''],
  ])('answers 400 for %s', async (_label, body, message) => {
    expect(expectError(await lookUp(body), 400, 'bad_request')).toContain(message);
  });

  it('takes 100 characters per field', async () => {
    expectError(await lookUp({ admission: '1'.repeat(100), name: 'a'.repeat(100) }), 404, 'not_found');
  });

  it('answers 413 for a body over 2 KB', async () => {
    expectError(await lookUp({ admission: '1', name: 'a', padding: 'x'.repeat(3000) }), 413, 'payload_too_large');
  });
});

describe('the rate limit', () => {
  it('answers 429 to the 11th look-up in a minute from one address, and not to another address', async () => {
    const address = nextAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await lookUp({ admission: `guess-${attempt}`, name: 'Someone' }, { address });
      expect(response.statusCode, `attempt ${attempt}`).toBe(404);
    }
    expectError(await lookUp(student, { address }), 429, 'too_many_requests');
    expect((await lookUp(student)).statusCode).toBe(200);
  });
});

describe('the service', () => {
  /** A service on the same database whose clock the test moves. */
  function serviceAt(clock: { now: Date }) {
    return tcService(tcRepository(db), certificates, { now: () => clock.now });
  }

  it('folds names the same way for storing and matching', () => {
    expect(nameKey('  Aarav \t\n Sharma ')).toBe('aarav sharma');
    expect(nameKey('Zoe\u0308')).toBe(nameKey('Zo\u00eb'));
  });

  it('keeps a grant for exactly ten minutes and then clears it out', async () => {
    const clock = { now: new Date('2030-01-01T10:00:00.000Z') };
    const service = serviceAt(clock);
    const token = (await service.lookUp(schoolCode, student)).data.slice('tc/'.length);

    clock.now = new Date(clock.now.getTime() + tcGrantLifetimeMs - 1);
    const file = await service.openGrant(token);
    expect(file?.size).toBe(certificate.length);
    file?.stream.destroy();

    clock.now = new Date(clock.now.getTime() + 1);
    expect(await service.openGrant(token)).toBeUndefined();

    await expect(service.lookUp(schoolCode, { admission: 'none', name: 'none' })).rejects.toThrow();
    const left = await db.selectFrom('tc_grants').select('token').where('token', '=', token).execute();
    expect(left).toEqual([]);
  });

  it('does the same hashing and comparing for a match, a wrong name and an unknown number', async () => {
    const service = serviceAt({ now: new Date() });
    const work = async (attempt: { admission: string; name: string }) => {
      vi.mocked(createHash).mockClear();
      vi.mocked(timingSafeEqual).mockClear();
      await service.lookUp(schoolCode, attempt).catch(() => undefined);
      return {
        hashes: vi.mocked(createHash).mock.calls.map(([algorithm]) => algorithm),
        comparisons: vi.mocked(timingSafeEqual).mock.calls.map(([a, b]) => [a.byteLength, b.byteLength]),
      };
    };
    const match = await work(student);
    expect(match).toEqual({ hashes: ['sha256', 'sha256'], comparisons: [[32, 32]] });
    expect(await work({ admission: student.admission, name: 'Someone Else Entirely' })).toEqual(match);
    expect(await work({ admission: 'no-such-number', name: student.name })).toEqual(match);
  });
});
