/**
 * The storage-path gate and the local-disk store: which paths are storage
 * paths at all, and that the store never reaches outside its folder, even
 * through a symlink placed inside it.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore } from '../src/storage/local-file-store';
import { isContentAddressed, parseStoragePath } from '../src/storage/storage-path';
import type { FileStore } from '../src/storage/storage';

describe('parseStoragePath', () => {
  it.each([
    'a',
    'photo.jpg',
    'gallery/2026/annual-day-1.jpg',
    'news/2025/sports_day.v2.pdf',
    '0/1/2/3/4/5/6/7.jpg',
    `${'a'.repeat(100)}/b`,
    'a..b/c',
  ])('accepts %j', (raw) => {
    expect(parseStoragePath(raw)).toBe(raw);
  });

  it.each([
    '',
    '.',
    '..',
    '...',
    '../secret',
    'a/../b',
    'a/./b',
    './a',
    '/etc/passwd',
    '//etc/passwd',
    'a//b',
    'a/',
    '.hidden',
    'a/.hidden',
    '-a',
    '_a',
    'a\\b',
    '..\\secret',
    'C:\\Windows',
    'c:/windows',
    'a\u0000b',
    '%2e%2e',
    'a%2fb',
    'Photo.jpg',
    'a b',
    '\u2024\u2024/secret',
    '\uff0e\uff0e/secret',
    'caf\u00e9.jpg',
    'a\nb',
    '0/1/2/3/4/5/6/7/8.jpg',
    `${'a'.repeat(101)}`,
    `${'a'.repeat(100)}/`.repeat(3) + 'b'.repeat(100),
  ])('refuses %j', (raw) => {
    expect(parseStoragePath(raw)).toBeUndefined();
  });
});

describe('isContentAddressed', () => {
  it.each(['annual-day.3f9a1c2e.jpg', 'a/b/report.0123456789abcdef.pdf', 'x.deadbeef01.webp'])(
    '%s carries a content hash',
    (name) => expect(isContentAddressed(name)).toBe(true),
  );

  it.each([
    'annual-day.jpg',
    'report.20250101.pdf',
    'menu.deadbeef.pdf',
    'short.3f9a1c2.jpg',
    '3f9a1c2e.jpg',
    'a.3f9a1c2e/photo.jpg',
  ])('%s does not', (name) => expect(isContentAddressed(name)).toBe(false));
});

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('localFileStore', () => {
  let base: string;
  let root: string;
  let store: FileStore;

  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), 'local-file-store-'));
    root = path.join(base, 'uploads');
    mkdirSync(root);
    store = localFileStore(root);
    writeFileSync(path.join(base, 'secret.txt'), 'outside');
    symlinkSync(base, path.join(root, 'link-out'));
    symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'secret.txt'));
    symlinkSync(root, path.join(root, 'self'));
  });

  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('writes into new folders and reads the file back with its size, time and type', async () => {
    await store.put('news/2026/notice.pdf', Buffer.from('%PDF-1.4 notice'));
    const file = await store.open('news/2026/notice.pdf');
    expect(file).toMatchObject({ size: 15, contentType: 'application/pdf' });
    expect(file!.modified).toBeInstanceOf(Date);
    expect(await readAll(file!.stream)).toBe('%PDF-1.4 notice');
    expect(await store.stat('news/2026/notice.pdf')).toMatchObject({ size: 15, contentType: 'application/pdf' });
    expect(readFileSync(path.join(root, 'news', '2026', 'notice.pdf'), 'utf8')).toBe('%PDF-1.4 notice');
  });

  it('writes a stream to its end without holding it whole', async () => {
    const chunks = Array.from({ length: 64 }, (_, n) => Buffer.alloc(16 * 1024, n));
    await store.put('big/streamed.bin', Readable.from(chunks));
    expect((await store.stat('big/streamed.bin'))?.size).toBe(64 * 16 * 1024);
    expect(readFileSync(path.join(root, 'big', 'streamed.bin')).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('keeps the old file when a stream fails halfway, and leaves no temporary file', async () => {
    await store.put('kept.txt', Buffer.from('old'));
    const failing = new Readable({
      read() {
        this.push('new and half');
        this.destroy(new Error('connection cut'));
      },
    });
    await expect(store.put('kept.txt', failing)).rejects.toThrow(/connection cut/);
    expect(readFileSync(path.join(root, 'kept.txt'), 'utf8')).toBe('old');
    expect(readdirSync(root).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('deletes a file, and a missing one without complaint, but nothing outside the root or a folder', async () => {
    await store.put('gone/soon.txt', Buffer.from('x'));
    await store.delete('gone/soon.txt');
    expect(await store.stat('gone/soon.txt')).toBeUndefined();
    await expect(store.delete('gone/soon.txt')).resolves.toBeUndefined();
    await store.delete('link-out/secret.txt');
    await store.delete('../secret.txt');
    await store.delete('news');
    expect(readFileSync(path.join(base, 'secret.txt'), 'utf8')).toBeTruthy();
    expect(await store.stat('news/2026/notice.pdf')).toBeDefined();
  });

  it('replaces a file whole and leaves no temporary file behind', async () => {
    await store.put('a.txt', Buffer.from('first'));
    await store.put('a.txt', Buffer.from('second'));
    expect(await readFile(path.join(root, 'a.txt'), 'utf8')).toBe('second');
    expect(readdirSync(root).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.webp', 'image/webp'],
    ['photo.avif', 'image/avif'],
    ['photo.gif', 'image/gif'],
    ['drawing.svg', 'image/svg+xml'],
    ['notes.bin', 'application/octet-stream'],
    ['readme', 'application/octet-stream'],
  ])('gives %s the type %s', async (name, type) => {
    await store.put(`types/${name}`, Buffer.from('x'));
    const file = await store.open(`types/${name}`);
    file!.stream.destroy();
    expect(file!.contentType).toBe(type);
  });

  it('refuses to write to an invalid path', async () => {
    await expect(store.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/storage path/);
    await expect(store.put('link-out/escape.txt', Buffer.from('x'))).rejects.toThrow(/outside/);
  });

  it.each(['link-out/secret.txt', 'secret.txt', 'self', 'news', 'missing.jpg', '../secret.txt'])(
    'has nothing at %s',
    async (storagePath) => {
      expect(await store.open(storagePath)).toBeUndefined();
      expect(await store.stat(storagePath)).toBeUndefined();
    },
  );

  it('clears everything inside the root and keeps the root', async () => {
    await store.clear();
    expect(readdirSync(root)).toEqual([]);
    expect(await readFile(path.join(base, 'secret.txt'), 'utf8')).toBe('outside');
  });
});
