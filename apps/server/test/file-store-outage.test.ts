/**
 * A file store out of reach: an S3 server (s3rver) stopped under the store's feet. Every call of the store says
 * so (FileStoreUnavailable), a refusal by the store does not, and the server answers such an outage 503 with
 * Retry-After in words about files, never in the database's, though the error inside is the same ECONNREFUSED
 * a stopped database gives. A parent asking for a circular and an editor uploading a photo both meet it.
 */
import { S3ServiceException } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePath } from '@school/shared/api-paths';
import { consoleUploadPath } from '@school/shared/console-kinds';
import { errorAnswers } from '../src/http-errors';
import { outageOf } from '../src/outage';
import { errorsPlugin } from '../src/plugins/errors';
import { createS3Client } from '../src/storage/file-stores';
import { FileStoreUnavailable } from '../src/storage/file-store-unavailable';
import { s3FileStore } from '../src/storage/s3-file-store';
import type { FileStore } from '../src/storage/storage';
import { captureLog } from './support/captured-log';
import { expectErrorShape, failure } from './support/fixtures';
import { postMultipart } from './support/multipart';
import { phonePhoto } from './support/phone-photo';
import { startS3Server, type S3TestServer } from './support/s3-server';
import { openUploadApp, type UploadApp } from './support/upload-app';

const region = 'us-east-1';

async function firstListed(store: FileStore): Promise<void> {
  for await (const listed of store.list()) return void listed;
}

describe('an S3 file store whose server has stopped', () => {
  let s3: S3TestServer;
  let client: ReturnType<typeof createS3Client>;
  let store: FileStore;

  beforeAll(async () => {
    s3 = await startS3Server();
    client = createS3Client({ ...s3.config, S3_REGION: region });
    store = s3FileStore({ client, bucket: s3.config.S3_BUCKET, prefix: 'uploads/' });
    await store.put('files/2026/circular.pdf', Buffer.from('%PDF-1.4 a circular'));
    await s3.stop();
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.stop();
  });

  it('says so from every call, and the outage is the file store’s, not the database’s', async () => {
    const calls = [
      () => store.open('files/2026/circular.pdf'),
      () => store.stat('files/2026/circular.pdf'),
      () => store.put('files/2026/new.pdf', Buffer.from('%PDF-1.4 new')),
      () => store.delete('files/2026/circular.pdf'),
      () => store.clear(),
      () => firstListed(store),
    ];
    for (const call of calls) {
      const error = await failure(call());
      expect(error).toBeInstanceOf(FileStoreUnavailable);
      expect((error as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
      expect(outageOf(error)).toEqual({
        service: 'fileStore',
        type: 'Error',
        code: 'ECONNREFUSED',
        message: expect.any(String),
      });
    }
  });

  it('answers through the API 503 with Retry-After, in words about files, logged once as a warning', async () => {
    const log = captureLog();
    const app = Fastify({ logger: { level: 'info', stream: log.stream } });
    await app.register(errorsPlugin);
    app.get('/api/file', async () => (await store.open('files/2026/circular.pdf'))?.size);
    try {
      const answer = await app.inject({ url: '/api/file' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(expectErrorShape(answer.json()).message).toBe(errorAnswers.fileStoreUnavailable.message);

      const logged = log.entries();
      expect(logged.filter((entry) => entry.level === 40).map((entry) => entry.msg)).toEqual([
        'the file store cannot be reached',
      ]);
      expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
      expect(log.text()).not.toContain('    at ');
    } finally {
      await app.close();
    }
  });
});

describe('an S3 file store whose server stops during a download', () => {
  it('reports the broken download as the file store’s outage', async () => {
    const s3 = await startS3Server();
    const client = createS3Client({ ...s3.config, S3_REGION: region });
    try {
      const store = s3FileStore({ client, bucket: s3.config.S3_BUCKET, prefix: 'uploads/' });
      // Larger than the sockets' buffers, so most of it is still on the server when it stops.
      await store.put('files/2026/magazine.pdf', Buffer.alloc(48 * 1024 * 1024, 0x20));
      const file = await store.open('files/2026/magazine.pdf');
      const broken = new Promise<unknown>((resolve) => file!.stream.once('error', resolve));
      file!.stream.once('data', () => {
        file!.stream.pause();
        void s3.stop().then(() => file!.stream.resume());
      });
      const error = await broken;
      expect(error).toBeInstanceOf(FileStoreUnavailable);
      expect(outageOf(error)?.service).toBe('fileStore');
    } finally {
      client.destroy();
      await s3.stop();
    }
  });
});

describe('an S3 file store refused by its server', () => {
  it('keeps the refusal as the SDK threw it: a setting to fix (here a bucket that does not exist), not an outage', async () => {
    const s3 = await startS3Server();
    const client = createS3Client({ ...s3.config, S3_REGION: region });
    try {
      const store = s3FileStore({ client, bucket: 'no-such-bucket', prefix: 'uploads/' });
      const refused = await failure(store.put('files/2026/new.pdf', Buffer.from('%PDF-1.4 new')));
      expect(refused).toBeInstanceOf(S3ServiceException);
      expect(refused).not.toBeInstanceOf(FileStoreUnavailable);
      expect(outageOf(refused)).toBeUndefined();
    } finally {
      client.destroy();
      await s3.stop();
    }
  });
});

describe('the server while its S3 bucket cannot be reached', () => {
  let s3: S3TestServer;
  let server: UploadApp;
  let itemId: string;
  const circular = 'files/2026/circular.pdf';

  beforeAll(async () => {
    s3 = await startS3Server();
    server = await openUploadApp('sqlite', s3.config);
    const created = await server.consoles('editor').create('news', {
      title: 'Annual Day',
      date: '2026-11-20',
      description: '<p>Parents are invited.</p>',
    });
    if (!created.ok) throw new Error(created.message);
    itemId = created.value.id;
    await s3.stop();
  });
  afterAll(async () => {
    await server?.close();
    await s3?.stop();
  });

  it('answers a file asked for 503 with Retry-After, in words about files', async () => {
    const answer = await server.app.inject({ url: imagePath(circular) });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(expectErrorShape(answer.json()).message).toBe(errorAnswers.fileStoreUnavailable.message);
  });

  it('answers an editor’s upload 503 in words about files, and attaches and records nothing', async () => {
    const answer = await postMultipart(
      server.app,
      consoleUploadPath('news', itemId),
      [{ filename: 'poster.jpg', type: 'image/jpeg', data: await phonePhoto(1200, 900, '#1d4e89') }],
      { cookie: server.cookies.editor },
    );
    expect(answer.statusCode).toBe(503);
    expect(expectErrorShape(answer.json()).message).toBe(errorAnswers.fileStoreUnavailable.message);
    expect(await server.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
    expect((await server.consoles('editor').item('news', itemId))?.attachments).toEqual([]);
  });
});
