/**
 * `GET /api/image/{path}` and `GET /api/image?url=`: real files with their
 * types, validators and cache headers; resized variants and their disk cache;
 * hostile paths through `inject` and over a raw socket (where nothing tidies
 * the URL first); and `?url=` values that name other hosts, refused without a
 * single socket being opened.
 */
import { randomUUID } from 'node:crypto';
import dns from 'node:dns';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { localFileStore } from '../src/storage/local-file-store';

/** Text that only the files outside the uploads folder contain. */
const secret = `SECRET-${randomUUID()}`;

let dataDir: string;
let outsideDir: string;
let cacheDir: string;
let publicUrl: string;
let db: Db;
let app: FastifyInstance;
let photo: Buffer;

const photoPath = 'gallery/2026/photo.jpg';
const hashedPath = 'gallery/2026/photo.3f9a1c2e.jpg';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'image-routes-'));
  outsideDir = mkdtempSync(path.join(tmpdir(), 'image-routes-outside-'));
  const config = readConfig({ DATA_DIR: dataDir, SCHOOL_CODE: 'test', LOG_LEVEL: 'silent' });
  publicUrl = config.PUBLIC_URL;
  cacheDir = path.join(dataDir, 'cache', 'images');
  db = openDatabase(config.DATABASE_URL);
  app = await buildApp({ config, db, serveSite: false, seedDemo: false, contentCacheMs: 0 });

  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4e89' } })
    .jpeg()
    .toBuffer();
  const uploads = localFileStore(path.join(dataDir, 'uploads'));
  await uploads.put(photoPath, photo);
  await uploads.put(hashedPath, photo);
  await uploads.put('news/notice.pdf', Buffer.from('%PDF-1.4\n% notice\n'));
  await uploads.put('news/not-really.jpg', Buffer.from('this is text, not a picture'));
  await uploads.put('crest.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>'));

  // Secrets next to the uploads folder, in the private certificate folder, and in an unrelated folder.
  writeFileSync(path.join(dataDir, 'secret.txt'), secret);
  mkdirSync(path.join(dataDir, 'private', 'certificates'), { recursive: true });
  writeFileSync(path.join(dataDir, 'private', 'certificates', 'cert.jpg'), secret);
  writeFileSync(path.join(outsideDir, 'secret.txt'), secret);
  writeFileSync(path.join(outsideDir, 'secret.jpg'), secret);
  // Links inside the uploads folder that point out of it.
  symlinkSync(outsideDir, path.join(dataDir, 'uploads', 'link-out'));
  symlinkSync(path.join(outsideDir, 'secret.jpg'), path.join(dataDir, 'uploads', 'gallery', 'leak.jpg'));
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outsideDir, { recursive: true, force: true });
});

function expectError(body: string, status: number, code: string) {
  expect(JSON.parse(body)).toEqual({ error: { code, message: expect.any(String) } });
  expect(status).toBe(code === 'not_found' ? 404 : 400);
}

describe('a stored file', () => {
  it('is served whole with its type, length, ETag and an hour of caching', async () => {
    const response = await app.inject({ url: `/api/image/${photoPath}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(Number(response.headers['content-length'])).toBe(photo.length);
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.rawPayload.equals(photo)).toBe(true);
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await app.inject({ method: 'HEAD', url: `/api/image/${photoPath}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(Number(response.headers['content-length'])).toBe(photo.length);
    expect(response.body).toBe('');
  });

  it('answers 304 without a body when If-None-Match holds its ETag', async () => {
    const { headers } = await app.inject({ url: `/api/image/${photoPath}` });
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await app.inject({ url: `/api/image/${photoPath}`, headers: { 'if-none-match': ifNoneMatch } });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    const changed = await app.inject({ url: `/api/image/${photoPath}`, headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('is cached for a year when its name carries a content hash', async () => {
    const response = await app.inject({ url: `/api/image/${hashedPath}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is served as a PDF', async () => {
    const response = await app.inject({ url: '/api/image/news/notice.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body).toBe('%PDF-1.4\n% notice\n');
  });

  it('is an SVG that runs nothing when opened on its own', async () => {
    const response = await app.inject({ url: '/api/image/crest.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });

  it('answers 404 JSON when there is no such file', async () => {
    const response = await app.inject({ url: '/api/image/gallery/2026/missing.jpg' });
    expectError(response.body, response.statusCode, 'not_found');
  });
});

describe('a resized variant', () => {
  const variantUrl = `/api/image/${photoPath}?w=320&format=webp`;

  it('is made with sharp, narrower than the original, and kept in the disk cache', async () => {
    const first = await app.inject({ url: variantUrl });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const metadata = await sharp(first.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 240 });

    const cached = readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.webp'),
    );
    expect(cached).toHaveLength(1);
    expect(readFileSync(path.join(cacheDir, cached[0]!)).equals(first.rawPayload)).toBe(true);

    // Replace the cached bytes: the next answer carries them, so it came from the disk, not from sharp.
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    writeFileSync(path.join(cacheDir, cached[0]!), marker);
    const second = await app.inject({ url: variantUrl });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('comes out the same for many asking at once, with no temporary file left', async () => {
    const url = `/api/image/${photoPath}?w=640&format=webp`;
    const responses = await Promise.all(Array.from({ length: 8 }, () => app.inject({ url })));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(responses[0]!.rawPayload)).toBe(true);
    }
    expect(await sharp(responses[0]!.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect(
      readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.tmp')),
    ).toEqual([]);
  });

  it('answers 304 for its own ETag', async () => {
    const { headers } = await app.inject({ url: variantUrl });
    const response = await app.inject({ url: variantUrl, headers: { 'if-none-match': String(headers.etag) } });
    expect(response.statusCode).toBe(304);
  });

  it('draws a drawing (an SVG) as a PNG at the width asked, however small it is drawn on its own', async () => {
    const response = await app.inject({ url: '/api/image/crest.svg?w=320' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 320, height: 320 });
  });

  it('is never wider than the original', async () => {
    const response = await app.inject({ url: `/api/image/${photoPath}?w=1280` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800 });
  });

  it.each([
    ['avif', 'image/avif', 'heif'],
    ['jpeg', 'image/jpeg', 'jpeg'],
  ])('comes as %s', async (format, type, sharpFormat) => {
    const response = await app.inject({ url: `/api/image/${hashedPath}?w=640&format=${format}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: sharpFormat, width: 640 });
  });

  it.each(['w=100', 'w=abc', 'w=320.0', 'w=', 'format=png', 'format=gif', 'format=WEBP', 'w=320&format=tiff'])(
    'answers 400 for %s',
    async (query) => {
      const response = await app.inject({ url: `/api/image/${photoPath}?${query}` });
      expectError(response.body, response.statusCode, 'bad_request');
    },
  );

  it.each(['news/notice.pdf', 'news/not-really.jpg'])('answers 400 for %s, which is not an image', async (file) => {
    const response = await app.inject({ url: `/api/image/${file}?w=320&format=webp` });
    expectError(response.body, response.statusCode, 'bad_request');
  });

  it('answers 404 for a missing file', async () => {
    const response = await app.inject({ url: '/api/image/gallery/missing.jpg?w=320' });
    expectError(response.body, response.statusCode, 'not_found');
  });
});

/** Paths after `/api/image/`, each trying to reach a file outside the uploads folder. */
const hostilePaths = [
  '..',
  '../..',
  '../secret.txt',
  '../../secret.txt',
  '%2e%2e',
  '%2e%2e/secret.txt',
  '%2e%2e%2fsecret.txt',
  '%2E%2E%2Fsecret.txt',
  '..%2fsecret.txt',
  '..%5csecret.txt',
  '..\\secret.txt',
  '%2e%2e%5csecret.txt',
  '.%2e/secret.txt',
  '%252e%252e%252fsecret.txt',
  '..%252fsecret.txt',
  '/etc/passwd',
  '//etc/passwd',
  '%2fetc%2fpasswd',
  'C:\\Windows\\win.ini',
  'C:%5cWindows%5cwin.ini',
  'gallery/2026/photo.jpg%00.txt',
  '%00',
  '%00../secret.txt',
  '.',
  './gallery/leak.jpg',
  'gallery//2026/photo.jpg',
  'gallery/2026/photo.jpg/',
  '%e2%80%a4%e2%80%a4/secret.txt',
  '%ef%bc%8e%ef%bc%8e%ef%bc%8fsecret.txt',
  '%c0%ae%c0%ae%c0%afsecret.txt',
  '~/secret.txt',
  'a'.repeat(301),
  `${'a/'.repeat(12)}b`,
  'link-out/secret.txt',
  'gallery/leak.jpg',
  'gallery/../../secret.txt',
  'gallery/%2e%2e/%2e%2e/secret.txt',
  '../private/certificates/cert.jpg',
  '..%2fprivate%2fcertificates%2fcert.jpg',
  'file:///etc/passwd',
  'tc/..%2f..%2fsecret.txt',
  'tc/../../secret.txt',
];

/** The same attempts through `?url=`, as a root path and as a full URL of this site. */
const hostileUrls = (base: string) => [
  ...['../secret.txt', '%2e%2e/secret.txt', '..%2fsecret.txt', 'link-out/secret.txt', 'gallery/leak.jpg'].flatMap(
    (attempt) => [`/api/image/${attempt}`, `${base}/api/image/${attempt}`],
  ),
  '../secret.txt',
  'link-out/secret.txt',
  '/api/image/%2e%2e%2f%2e%2e%2fsecret.txt',
];

function expectRefused(label: string, status: number, body: string) {
  expect([400, 404], label).toContain(status);
  expect(body, label).not.toContain(secret);
}

describe('hostile paths', () => {
  it('are at least 25, and the secret files they aim at exist', () => {
    expect(hostilePaths.length).toBeGreaterThanOrEqual(25);
    expect(readFileSync(path.join(dataDir, 'uploads', 'gallery', 'leak.jpg'), 'utf8')).toBe(secret);
    expect(readFileSync(path.join(dataDir, 'uploads', 'link-out', 'secret.txt'), 'utf8')).toBe(secret);
  });

  it.each(hostilePaths)('%s answers 400 or 404 through inject, with or without a variant', async (attempt) => {
    for (const query of ['', '?w=320', '?format=jpeg']) {
      const response = await app.inject({ url: `/api/image/${attempt}${query}` });
      expectRefused(attempt + query, response.statusCode, response.body);
    }
  });

  it('answer 400 or 404 through ?url=', async () => {
    for (const value of hostileUrls(publicUrl)) {
      const response = await app.inject({ url: `/api/image?url=${encodeURIComponent(value)}` });
      expectRefused(value, response.statusCode, response.body);
    }
  });

  describe('on the wire', () => {
    let port: number;

    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    });

    /** Sends the request line exactly as written: no client normalises the path. */
    const raw = (target: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let data = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk) => (data += chunk));
        socket.on('error', reject);
        socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), body: data }));
        socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 'latin1');
      });

    it('the raw client gets a real file whole', async () => {
      const { status, body } = await raw(`/api/image/${photoPath}`);
      expect(status).toBe(200);
      expect(body).toContain(photo.subarray(0, 64).toString('latin1'));
    });

    it.each(hostilePaths)('%s answers 400 or 404', async (attempt) => {
      const { status, body } = await raw(`/api/image/${attempt}`);
      expectRefused(attempt, status, body);
    });

    it('a raw NUL byte in the path is refused', async () => {
      const { status, body } = await raw('/api/image/gallery/2026/photo.jpg\u0000../../secret.txt');
      expect(status).toBe(400);
      expect(body).not.toContain(secret);
    });

    it('?url= attempts answer 400 or 404', async () => {
      for (const value of hostileUrls(publicUrl)) {
        const { status, body } = await raw(`/api/image?url=${encodeURIComponent(value)}`);
        expectRefused(value, status, body);
      }
    });
  });
});

describe('?url=', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    () => photoPath,
    () => `/api/image/${photoPath}`,
    () => `${publicUrl}/api/image/${photoPath}`,
    () => `${publicUrl}/api/image/gallery%2F2026%2Fphoto.jpg`,
  ])('serves this site’s own file named as %s', async (value) => {
    const response = await app.inject({ url: `/api/image?url=${encodeURIComponent(value())}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(photo)).toBe(true);
  });

  it('serves a variant like the path route does', async () => {
    const value = `${publicUrl}/api/image/${photoPath}`;
    const response = await app.inject({ url: `/api/image?url=${encodeURIComponent(value)}&w=320&format=webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('answers 400 without a url', async () => {
    const response = await app.inject({ url: '/api/image' });
    expectError(response.body, response.statusCode, 'bad_request');
  });

  const foreign = [
    'http://127.0.0.1/api/image/gallery/2026/photo.jpg',
    'http://127.0.0.1:3000/api/image/gallery/2026/photo.jpg',
    'http://localhost:3000/x',
    'http://localhost:3001/api/image/gallery/2026/photo.jpg',
    'https://localhost:3000/api/image/gallery/2026/photo.jpg',
    'http://user:pass@localhost:3000/api/image/gallery/2026/photo.jpg',
    'http://localhost:3000/api/image/gallery/2026/photo.jpg?redirect=http://example.com',
    'http://[::1]/',
    'http://10.0.0.1/',
    'http://192.168.1.1/a.jpg',
    'http://169.254.169.254/latest/meta-data',
    'http://example.com/a.jpg',
    'https://example.com/api/image/gallery/2026/photo.jpg',
    'file:///etc/passwd',
    'ftp://example.com/a.jpg',
    'gopher://127.0.0.1:6379/_INFO',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    '//evil.example/x',
    '\\\\evil.example\\x',
    'http:\\\\evil.example\\x',
    '/etc/passwd',
    '/api/imagex/gallery/2026/photo.jpg',
  ];

  it.each(foreign)('refuses %s with 400 and opens no socket', async (value) => {
    const spies = [
      vi.spyOn(net.Socket.prototype, 'connect'),
      vi.spyOn(net, 'connect'),
      vi.spyOn(net, 'createConnection'),
      vi.spyOn(http, 'request'),
      vi.spyOn(http, 'get'),
      vi.spyOn(https, 'request'),
      vi.spyOn(https, 'get'),
      vi.spyOn(dns, 'lookup'),
      vi.spyOn(globalThis, 'fetch'),
    ];
    const response = await app.inject({ url: `/api/image?url=${encodeURIComponent(value)}` });
    expectError(response.body, response.statusCode, 'bad_request');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('is served by a module that imports nothing able to reach the network', () => {
    const source = readFileSync(fileURLToPath(new URL('../src/modules/images/routes.ts', import.meta.url)), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    for (const banned of ['node:http', 'node:https', 'node:http2', 'node:net', 'node:dns', 'node:tls', 'undici']) {
      expect(imports).not.toContain(banned);
    }
    expect(source).not.toMatch(/\bfetch\s*\(/);
  });
});
