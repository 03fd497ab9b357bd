/**
 * Nobody can hold a connection open by sending slowly:
 * headers must arrive within `headersMs`, and a request that is not an upload
 * within `requestMs`; an upload route may take until `uploadMs`. A late
 * request gets a 408 in the API's error shape and its connection is closed.
 * Real sockets on real ports, with the limits shortened to about a second.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { consoleUploadRoute } from '@school/shared/console-kinds';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { answerClientError, errorsPlugin } from '../src/plugins/errors';
import { requestDeadlinesPlugin, serverDeadlines, type Deadlines } from '../src/plugins/request-deadlines';
import { expectErrorShape } from './support/fixtures';
import { exchange, requestText, type Exchange } from './support/request-over-a-socket';

/** Node looks for late requests once a second, so a limit is met up to a second after it. */
const slack = 2_000;
/** Long enough for the upload limit and its slack. */
const uploadTestMs = 10_000;
const deadlines: Deadlines = { headersMs: 1_000, requestMs: 1_000, uploadMs: 4_000 };

function expectTimedOut(answer: Exchange) {
  expect(answer.status).toBe(408);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(expectErrorShape(JSON.parse(answer.body)).code).toBe('request_timeout');
}

/** The head of a POST with a JSON body of `length` bytes, then that body one byte per part. */
function slowPost(url: string, length: number): string[] {
  const head =
    `POST ${url} HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n` +
    `content-type: application/json\r\ncontent-length: ${length}\r\n\r\n`;
  return [head, ...Array.from({ length }, () => ' ')];
}

describe('the app with its limits shortened', () => {
  let app: FastifyInstance;
  let port: number;
  const contactForm = apiPath('form', { schoolcode: 'test', formType: 'contact' });

  beforeAll(async () => {
    const config = readConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'timeouts-')), SCHOOL_CODE: 'test' });
    app = await buildApp({ config, serveSite: false, seedDemo: false, deadlines });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('closes a connection whose headers trickle in, with a 408', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => `x-slow-${index}: 1\r\n`);
    const answer = await exchange(port, [`GET ${apiPath('health')} HTTP/1.1\r\n`, ...lines], { everyMs: 200 });
    expectTimedOut(answer);
    expect(answer.closedAfterMs).toBeLessThan(deadlines.headersMs + slack);
  });

  it('leaves an idle keep-alive connection open past the headers limit, for the next request', async () => {
    const first = requestText('GET', apiPath('health'), { connection: 'keep-alive' });
    const answer = await exchange(port, [first, requestText('GET', apiPath('health'))], {
      everyMs: deadlines.headersMs + slack,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('HTTP/1.1 200 OK');
  });

  it('cuts off a body that trickles in one byte at a time, long before an upload would be', async () => {
    const answer = await exchange(port, slowPost(contactForm, 200), { everyMs: 300 });
    expectTimedOut(answer);
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(deadlines.requestMs);
    expect(answer.closedAfterMs).toBeLessThan(deadlines.requestMs + slack);
  });

  it('answers a body that arrives in time', async () => {
    const answer = await exchange(port, slowPost(contactForm, 2), { everyMs: 200 });
    expect(answer.status).toBe(400);
    expect(expectErrorShape(JSON.parse(answer.body)).code).toBe('bad_request');
  });

  it(
    'gives an upload route until the upload limit',
    async () => {
      const url = consoleUploadRoute.replace(':kind', 'news').replace(':id', 'some-item');
      const head =
        `POST ${url} HTTP/1.1\r\nhost: localhost\r\ncontent-type: multipart/form-data; boundary=x\r\n` +
        'content-length: 100\r\n\r\n';
      const answer = await exchange(port, [head, ...Array.from({ length: 100 }, () => '-')], { everyMs: 300 });
      // Refused at once (no session), but the connection lives until the body is in or the upload limit is up.
      expect(answer.status).toBe(401);
      expect(answer.closedAfterMs).toBeGreaterThan(deadlines.requestMs + slack);
      expect(answer.closedAfterMs).toBeLessThan(deadlines.uploadMs + slack);
    },
    uploadTestMs,
  );
});

describe('an upload route of its own', () => {
  let app: FastifyInstance;
  let port: number;
  const levels: number[] = [];

  beforeAll(async () => {
    app = Fastify({
      ...serverDeadlines(deadlines),
      clientErrorHandler: answerClientError,
      logger: { stream: { write: (line: string) => levels.push((JSON.parse(line) as { level: number }).level) } },
    });
    await app.register(errorsPlugin);
    await app.register(requestDeadlinesPlugin, deadlines);
    await app.register(async (uploads) => {
      await uploads.register(multipart);
      uploads.post('/upload', async (request) => {
        const file = await request.file();
        return { bytes: (await file!.toBuffer()).length };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
  });

  /** A multipart request with one file of `size` bytes, cut into parts of `partSize`. */
  function upload(size: number, partSize: number): string[] {
    const body =
      '--x\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\n' +
      'a'.repeat(size) +
      '\r\n--x--\r\n';
    const head =
      'POST /upload HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n' +
      `content-type: multipart/form-data; boundary=x\r\ncontent-length: ${body.length}\r\n\r\n`;
    return [head, ...body.match(new RegExp(`[\\s\\S]{1,${partSize}}`, 'g'))!];
  }

  it('takes longer than the request limit, and is answered', async () => {
    const parts = upload(20, 8);
    const answer = await exchange(port, parts, { everyMs: 2_500 / parts.length });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ bytes: 20 });
    expect(answer.closedAfterMs).toBeGreaterThan(deadlines.requestMs + 500);
  });

  it(
    'is cut off at the upload limit, as the client’s doing and not as a failure',
    async () => {
      levels.length = 0;
      const answer = await exchange(port, upload(200, 1), { everyMs: 100 });
      expectTimedOut(answer);
      expect(answer.closedAfterMs).toBeGreaterThanOrEqual(deadlines.uploadMs);
      expect(answer.closedAfterMs).toBeLessThan(deadlines.uploadMs + slack);
      await vi.waitFor(() => expect(levels).toContain(30));
      expect(levels.filter((level) => level >= 40)).toEqual([]);
    },
    uploadTestMs,
  );
});
