/**
 * The FileStore contract, proved once for each store: a local folder and an
 * S3 bucket on a real S3-protocol server (s3rver). Then what only the bucket
 * has to show (nothing sent for an invalid path, one prefix per store, no ACL
 * or chunked upload, a retried stream), how `openFileStores` reads its
 * settings, and the image route serving an upload and a resized copy from the
 * bucket, for two apps at once.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { dataFolders, readConfig, type Config } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { createS3Client, openFileStores, type FileStores } from '../src/storage/file-stores';
import { localFileStore } from '../src/storage/local-file-store';
import { s3FileStore } from '../src/storage/s3-file-store';
import type { FileStore } from '../src/storage/storage';
import { startS3Server, type S3TestServer } from './support/s3-server';

interface OpenedStore {
  store: FileStore;
  /** Makes the store unreachable, as a full disk or a stopped object store would. */
  breakIt(): Promise<void>;
  close(): Promise<void>;
}

const region = 'us-east-1';
/** Small pages, so that listing and clearing five files already crosses pages. */
const pageSize = 2;

const s3Client = (s3: S3TestServer) => createS3Client({ ...s3.config, S3_REGION: region });

const kinds: { name: string; open(): Promise<OpenedStore> }[] = [
  {
    name: 'a local folder',
    async open() {
      const root = mkdtempSync(path.join(tmpdir(), 'file-store-'));
      return {
        store: localFileStore(root),
        async breakIt() {
          // A file where the folder should be: nothing can be written under it.
          rmSync(root, { recursive: true, force: true });
          writeFileSync(root, '');
        },
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'an S3 bucket',
    async open() {
      const s3 = await startS3Server();
      const client = s3Client(s3);
      return {
        store: s3FileStore({ client, bucket: s3.config.S3_BUCKET, prefix: 'uploads/', pageSize }),
        breakIt: () => s3.stop(),
        async close() {
          client.destroy();
          await s3.stop();
        },
      };
    },
  },
];

async function read(store: FileStore, storagePath: string): Promise<Buffer | undefined> {
  const file = await store.open(storagePath);
  return file && buffer(file.stream);
}

async function listed(store: FileStore, folder?: string): Promise<string[]> {
  const paths: string[] = [];
  for await (const storagePath of store.list(folder)) paths.push(storagePath);
  return paths.sort();
}

/** A stream that gives its first half, then waits to be released before giving the rest. */
function pausedStream(first: Buffer, rest: Buffer) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reachHalfway!: () => void;
  const halfway = new Promise<void>((resolve) => (reachHalfway = resolve));
  async function* chunks() {
    yield first;
    reachHalfway();
    await released;
    yield rest;
  }
  return { stream: Readable.from(chunks()), halfway, release };
}

const invalidPaths = ['', '../secret.txt', '/etc/passwd', 'a//b.jpg', '.hidden', 'Photo.JPG', 'a\\b.jpg', '%2e%2e'];

describe.each(kinds)('the FileStore contract on $name', (kind) => {
  let opened: OpenedStore;
  let store: FileStore;

  beforeAll(async () => {
    opened = await kind.open();
    store = opened.store;
  });
  afterEach(() => store.clear());
  afterAll(() => opened?.close());

  it('gives back the bytes it stored, with their size, time and type', async () => {
    const photo = randomBytes(5000);
    await store.put('gallery/2026/photo.jpg', photo);
    const file = await store.open('gallery/2026/photo.jpg');
    expect(file).toMatchObject({ size: 5000, contentType: 'image/jpeg' });
    expect(Math.abs(file!.modified.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await buffer(file!.stream)).equals(photo)).toBe(true);
    expect(await store.stat('gallery/2026/photo.jpg')).toEqual({
      size: 5000,
      modified: file!.modified,
      contentType: 'image/jpeg',
    });
  });

  it.each([
    ['news/notice.pdf', 'application/pdf'],
    ['crest.svg', 'image/svg+xml'],
    ['photos/a.webp', 'image/webp'],
    ['data/export.bin', 'application/octet-stream'],
  ])('serves %s as %s, by its name', async (storagePath, type) => {
    await store.put(storagePath, Buffer.from('x'));
    expect((await store.stat(storagePath))?.contentType).toBe(type);
  });

  it('takes a stream of many chunks and stores it whole', async () => {
    const chunks = Array.from({ length: 48 }, () => randomBytes(64 * 1024));
    await store.put('files/2026/magazine.pdf', Readable.from(chunks));
    expect((await read(store, 'files/2026/magazine.pdf'))?.equals(Buffer.concat(chunks))).toBe(true);
    expect((await store.stat('files/2026/magazine.pdf'))?.size).toBe(48 * 64 * 1024);
  });

  it('replaces a file', async () => {
    await store.put('notice.pdf', Buffer.from('old'));
    await store.put('notice.pdf', Readable.from([Buffer.from('new '), Buffer.from('text')]));
    expect((await read(store, 'notice.pdf'))?.toString()).toBe('new text');
  });

  it('answers undefined for a file that is not there, and deletes one without complaint', async () => {
    expect(await store.open('gallery/missing.jpg')).toBeUndefined();
    expect(await store.stat('gallery/missing.jpg')).toBeUndefined();
    await store.put('gone/soon.jpg', Buffer.from('x'));
    await store.delete('gone/soon.jpg');
    await store.delete('gone/soon.jpg');
    expect(await store.stat('gone/soon.jpg')).toBeUndefined();
  });

  it('lists every file, or those under a folder', async () => {
    const paths = ['a.jpg', 'gallery/2026/one.jpg', 'gallery/2026/two.jpg', 'gallery/2027/three.jpg', 'news/n.pdf'];
    for (const storagePath of paths) await store.put(storagePath, Buffer.from(storagePath));
    expect(await listed(store)).toEqual(paths);
    expect(await listed(store, 'gallery')).toEqual(paths.slice(1, 4));
    expect(await listed(store, 'gallery/2026')).toEqual(paths.slice(1, 3));
    // A folder is matched whole: `gallery/2026` is not under `gallery/20`, and a file is no folder.
    expect(await listed(store, 'gallery/20')).toEqual([]);
    expect(await listed(store, 'a.jpg')).toEqual([]);
    expect(await listed(store, 'nothing')).toEqual([]);
  });

  it('clears everything', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e']) await store.put(`folder/${name}.jpg`, Buffer.from(name));
    await store.clear();
    expect(await listed(store)).toEqual([]);
    expect(await store.stat('folder/a.jpg')).toBeUndefined();
    // A cleared store still takes files.
    await store.put('folder/a.jpg', Buffer.from('a'));
    expect(await listed(store)).toEqual(['folder/a.jpg']);
  });

  it.each(invalidPaths)('refuses the path %j as not there', async (invalid) => {
    await expect(store.put(invalid, Buffer.from('x'))).rejects.toThrow(/Not a storage path/);
    await expect(store.put(invalid, Readable.from([Buffer.from('x')]))).rejects.toThrow(/Not a storage path/);
    expect(await store.open(invalid)).toBeUndefined();
    expect(await store.stat(invalid)).toBeUndefined();
    await store.delete(invalid);
    expect(await listed(store, invalid)).toEqual([]);
    expect(await listed(store)).toEqual([]);
  });

  it('never shows a reader half of a file being written', async () => {
    const old = randomBytes(1000);
    await store.put('files/report.pdf', old);
    const [first, rest] = [randomBytes(256 * 1024), randomBytes(256 * 1024)];
    const { stream, halfway, release } = pausedStream(first, rest);
    const writing = store.put('files/report.pdf', stream);
    await halfway;
    // Time for the first half to reach wherever the store keeps it.
    await sleep(100);
    expect((await read(store, 'files/report.pdf'))?.equals(old)).toBe(true);
    expect((await store.stat('files/report.pdf'))?.size).toBe(1000);
    expect(await listed(store)).toEqual(['files/report.pdf']);
    release();
    await writing;
    expect((await read(store, 'files/report.pdf'))?.equals(Buffer.concat([first, rest]))).toBe(true);
  });

  it('keeps the old file when the new one fails halfway, and leaves nothing else', async () => {
    await store.put('files/kept.pdf', Buffer.from('old'));
    async function* cutOff() {
      yield randomBytes(64 * 1024);
      throw new Error('connection cut');
    }
    await expect(store.put('files/kept.pdf', Readable.from(cutOff()))).rejects.toThrow(/connection cut/);
    expect((await read(store, 'files/kept.pdf'))?.toString()).toBe('old');
    expect(await listed(store)).toEqual(['files/kept.pdf']);
  });

  it('passes its check, leaving nothing behind', async () => {
    await store.check();
    expect(await listed(store)).toEqual([]);
  });

  it('fails its check once the store cannot be reached', async () => {
    const own = await kind.open();
    try {
      await own.store.check();
      await own.breakIt();
      await expect(own.store.check()).rejects.toThrow();
    } finally {
      await own.close();
    }
  });
});

describe('a local folder', () => {
  it('lists no link, so a backup never copies a file from outside it', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'file-store-links-'));
    try {
      const root = path.join(base, 'uploads');
      mkdirSync(path.join(root, 'gallery'), { recursive: true });
      writeFileSync(path.join(base, 'secret.jpg'), 'outside');
      writeFileSync(path.join(root, 'gallery', 'photo.jpg'), 'inside');
      symlinkSync(base, path.join(root, 'link-out'));
      symlinkSync(path.join(base, 'secret.jpg'), path.join(root, 'gallery', 'leak.jpg'));
      const store = localFileStore(root);
      expect(await listed(store)).toEqual(['gallery/photo.jpg']);
      expect(await listed(store, 'link-out')).toEqual([]);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('an S3 bucket', () => {
  let s3: S3TestServer;
  let client: S3Client;
  let dataDir: string;
  let config: Config;

  /** The bucket's own keys, whatever store wrote them. */
  async function bucketKeys(): Promise<string[]> {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.config.S3_BUCKET }));
    return (page.Contents ?? []).map(({ Key }) => Key!).sort();
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    client = s3Client(s3);
    dataDir = mkdtempSync(path.join(tmpdir(), 'file-stores-s3-'));
    config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...s3.config });
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is never asked about an invalid path', async () => {
    const store = s3FileStore({ client, bucket: s3.config.S3_BUCKET, prefix: 'uploads/' });
    const send = vi.spyOn(client, 'send');
    try {
      for (const invalid of invalidPaths) {
        await expect(store.put(invalid, Buffer.from('x'))).rejects.toThrow();
        await store.open(invalid);
        await store.stat(invalid);
        await store.delete(invalid);
        await listed(store, invalid);
      }
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
  });

  it('keeps each of the three stores under its own prefix, and clears one alone', async () => {
    const stores = openFileStores(config);
    try {
      await stores.uploads.put('gallery/photo.jpg', Buffer.from('photo'));
      await stores.certificates.put('2026/tc-1.pdf', Buffer.from('certificate'));
      await stores.imageCache.put('0a1b/copy.webp', Buffer.from('copy'));
      expect(await bucketKeys()).toEqual([
        'cache/images/0a1b/copy.webp',
        'certificates/2026/tc-1.pdf',
        'uploads/gallery/photo.jpg',
      ]);
      expect(await listed(stores.uploads)).toEqual(['gallery/photo.jpg']);
      expect(await listed(stores.certificates)).toEqual(['2026/tc-1.pdf']);
      expect(await stores.uploads.stat('2026/tc-1.pdf')).toBeUndefined();
      await stores.certificates.clear();
      expect(await bucketKeys()).toEqual(['cache/images/0a1b/copy.webp', 'uploads/gallery/photo.jpg']);
      // Nothing went to the disk.
      expect(existsSync(dataFolders(config).uploads)).toBe(false);
      expect(existsSync(dataFolders(config).certificates)).toBe(false);
      expect(existsSync(dataFolders(config).imageCache)).toBe(false);
    } finally {
      await stores.uploads.clear();
      await stores.imageCache.clear();
      stores.close();
    }
  });

  it('uploads with a length and no ACL, checksum trailer or chunked encoding', async () => {
    const recording = createS3Client({ ...s3.config, S3_REGION: region });
    const sent: Record<string, string>[] = [];
    recording.middlewareStack.add(
      (next) => async (args) => {
        sent.push({ ...(args.request as { headers: Record<string, string> }).headers });
        return next(args);
      },
      { step: 'deserialize' },
    );
    const store = s3FileStore({ client: recording, bucket: s3.config.S3_BUCKET, prefix: 'certificates/' });
    try {
      await store.put('2026/scan.jpg', Readable.from([randomBytes(1000), randomBytes(1000)]));
      await store.put('2026/tc.pdf', Buffer.from('%PDF-1.4'));
      expect(sent).toHaveLength(2);
      expect(sent.map((headers) => headers['content-length'])).toEqual(['2000', '8']);
      for (const headers of sent) {
        const names = Object.keys(headers).map((name) => name.toLowerCase());
        expect(names).not.toContain('x-amz-acl');
        expect(names.filter((name) => name.startsWith('x-amz-checksum') || name === 'x-amz-trailer')).toEqual([]);
        expect(headers['content-encoding'] ?? '').not.toContain('aws-chunked');
      }
      expect((await read(store, '2026/scan.jpg'))?.length).toBe(2000);
    } finally {
      await store.clear();
      recording.destroy();
    }
  });

  it('sends a stream again, read afresh, when the first attempt meets a dropped connection', async () => {
    const flaky = createS3Client({ ...s3.config, S3_REGION: region });
    let failures = 0;
    flaky.middlewareStack.add(
      (next) => async (args) => {
        // As Node reports a connection the server closed before answering.
        if (failures++ === 0) throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
        return next(args);
      },
      { step: 'deserialize' },
    );
    // The SDK warns that it cannot retry a stream body itself; the store does.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = s3FileStore({ client: flaky, bucket: s3.config.S3_BUCKET, prefix: 'uploads/' });
    try {
      const bytes = randomBytes(100_000);
      await store.put('files/retried.pdf', Readable.from([bytes]));
      expect(failures).toBe(2);
      expect((await read(store, 'files/retried.pdf'))?.equals(bytes)).toBe(true);
    } finally {
      warn.mockRestore();
      await store.clear();
      flaky.destroy();
    }
  });
});

describe('openFileStores', () => {
  it('uses the folders under DATA_DIR when no bucket is set', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'file-stores-local-'));
    const stores = openFileStores(readConfig({ DATA_DIR: dataDir }));
    try {
      await stores.uploads.put('a/photo.jpg', Buffer.from('u'));
      await stores.certificates.put('b/tc.pdf', Buffer.from('c'));
      await stores.imageCache.put('c/copy.webp', Buffer.from('i'));
      const folders = dataFolders({ DATA_DIR: dataDir });
      expect(existsSync(path.join(folders.uploads, 'a', 'photo.jpg'))).toBe(true);
      expect(existsSync(path.join(folders.certificates, 'b', 'tc.pdf'))).toBe(true);
      expect(existsSync(path.join(folders.imageCache, 'c', 'copy.webp'))).toBe(true);
    } finally {
      stores.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET/],
    [{ S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_BUCKET/],
    [{ S3_BUCKET: 'school-files', S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY/],
    [{ S3_BUCKET: 'school-files', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID/],
  ])('refuses a half-made S3 setting: %j', (settings, message) => {
    expect(() => readConfig({ DATA_DIR: '/tmp/unused', ...settings })).toThrow(message);
  });

  it('takes a bucket with no keys, for credentials the SDK finds itself', () => {
    expect(readConfig({ DATA_DIR: '/tmp/unused', S3_BUCKET: 'school-files' }).S3_BUCKET).toBe('school-files');
  });
});

describe('the image route with its files in an S3 bucket', () => {
  let s3: S3TestServer;
  let dataDir: string;
  let db: Db;
  let apps: FastifyInstance[];
  let stores: FileStores;
  let photo: Buffer;
  const photoPath = 'gallery/2026/photo.jpg';
  const variantUrl = `/api/image/${photoPath}?w=320&format=webp`;

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = mkdtempSync(path.join(tmpdir(), 'image-route-s3-'));
    const config = readConfig({ DATA_DIR: dataDir, SCHOOL_CODE: 'test', LOG_LEVEL: 'silent', ...s3.config });
    db = openDatabase(config.DATABASE_URL);
    // Two servers on one bucket, as behind a load balancer.
    apps = [];
    for (let n = 0; n < 2; n++) {
      apps.push(await buildApp({ config, db, serveSite: false, seedDemo: false, contentCacheMs: 0 }));
    }
    stores = openFileStores(config);
    photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4e89' } })
      .jpeg()
      .toBuffer();
    await stores.uploads.put(photoPath, photo);
  });

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    stores?.close();
    await db?.destroy();
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves an upload from the bucket on either server', async () => {
    for (const app of apps) {
      const response = await app.inject({ url: `/api/image/${photoPath}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(Number(response.headers['content-length'])).toBe(photo.length);
      expect(response.rawPayload.equals(photo)).toBe(true);
    }
  });

  it('keeps a resized copy in the bucket, where the other server finds it', async () => {
    const first = await apps[0]!.inject({ url: variantUrl });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const copies = await listed(stores.imageCache);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatch(/^[0-9a-f]{40}\/[0-9a-f]{64}\.webp$/);
    expect(existsSync(path.join(dataDir, 'cache'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    // Replace the stored copy: the second server answers with those bytes, so it read the copy, not sharp.
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    await stores.imageCache.put(copies[0]!, marker);
    const second = await apps[1]!.inject({ url: variantUrl });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(marker)).toBe(true);
  });

  it('answers 404 for a file the bucket does not have', async () => {
    const response = await apps[1]!.inject({ url: '/api/image/gallery/2026/missing.jpg?w=320' });
    expect(response.statusCode).toBe(404);
  });
});
