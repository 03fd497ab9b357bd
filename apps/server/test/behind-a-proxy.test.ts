/**
 * The real server on a port, behind a real reverse proxy (http-proxy) that
 * terminates TLS: it appends the visitor's address to X-Forwarded-For and
 * says X-Forwarded-Proto: https.
 *
 * - With TRUST_PROXY_HOPS=1 each visitor's address is the one the proxy
 *   appended, so two visitors have a contact limit each; with 0 the server
 *   sees only the proxy, and everyone behind it shares one limit.
 * - Forms work through it either way: the contact form, and React Router's
 *   actions (the console's sign-in), whose Origin check compares the page's
 *   origin with PUBLIC_URL, not with anything a header says.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import httpProxy from 'http-proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { buildApp } from '../src/app';
import { contactLimits } from '../src/modules/contact/routes';
import { adminBuildDir, requireBuilds } from './support/builds';
import { insertSchool, schoolCode } from './support/fixtures';
import { addStaffAccounts, staffEmail, staffPassword } from './support/staff-sessions';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { testConfig } from './support/test-app';

const publicUrl = 'https://school.example.org';
const publicHost = new URL(publicUrl).host;

const message = {
  name: 'Asha Rao',
  email: 'asha.rao@example.org',
  phone: '9876543210',
  message: 'When does admission for Grade 2 open?',
  profession: 'Parent',
  tag: 'dif',
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

const listening = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

describe.each([0, 1])('behind a proxy that terminates TLS, with TRUST_PROXY_HOPS=%i', (hops) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let proxy: httpProxy;
  let front: http.Server;
  let frontPort: number;

  beforeAll(async () => {
    requireBuilds(adminBuildDir);
    database = await openTestDatabase('sqlite');
    await insertSchool(database.db, schoolCode);
    const config = testConfig(database, { PUBLIC_URL: publicUrl, TRUST_PROXY_HOPS: String(hops) });
    await addStaffAccounts(database.db, config);
    app = await buildApp({ config, serveSite: false, serveConsole: true, seedDemo: false, db: database.db });
    await app.listen({ port: 0, host: '127.0.0.1' });

    proxy = httpProxy.createProxyServer({
      target: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      xfwd: true,
    });
    // The visitor spoke TLS to the proxy; only plain HTTP reaches the server.
    proxy.on('proxyReq', (proxyRequest) => proxyRequest.setHeader('x-forwarded-proto', 'https'));
    front = http.createServer((request, response) => proxy.web(request, response));
    frontPort = await listening(front);
  });

  afterAll(async () => {
    await new Promise((resolve) => front?.close(resolve));
    proxy?.close();
    await app?.close();
    await database?.close();
  });

  /** A request from the visitor at `from` (a loopback address of its own) to the proxy, for the public host. */
  function send(from: string, method: string, path: string, headers: Record<string, string>, body: string) {
    return new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: frontPort,
          localAddress: from,
          method,
          path,
          headers: { host: publicHost, ...headers },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  const sendMessage = (from: string) =>
    send(
      from,
      'POST',
      apiPath('form', { schoolcode: schoolCode, formType: 'contact' }),
      { 'content-type': 'application/json', origin: publicUrl },
      JSON.stringify(message),
    );

  it(
    hops === 1
      ? 'gives each visitor their own contact limit, by the address the proxy saw'
      : 'gives everyone behind it the one contact limit of its address',
    async () => {
      for (let index = 0; index < contactLimits.perMinute; index += 1) {
        expect((await sendMessage('127.0.0.2')).status, `message ${index + 1}`).toBe(200);
      }
      expect((await sendMessage('127.0.0.2')).status).toBe(429);
      expect((await sendMessage('127.0.0.3')).status).toBe(hops === 1 ? 200 : 429);
    },
  );

  const signIn = (headers: Record<string, string> = {}) =>
    send(
      '127.0.0.4',
      'POST',
      '/admin/sign-in',
      {
        'content-type': 'application/x-www-form-urlencoded',
        origin: publicUrl,
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      new URLSearchParams({ email: staffEmail('editor'), password: staffPassword }).toString(),
    );

  it("lets staff sign in through it: React Router's action sees the page's https origin as its own", async () => {
    const answer = await signIn();
    expect(answer.status).toBe(302);
    expect(String(answer.headers['set-cookie'])).toContain('session_token=');
  });

  it('takes the origin from PUBLIC_URL, whatever forwarded host a visitor writes', async () => {
    expect((await signIn({ 'x-forwarded-host': 'elsewhere.example' })).status).toBe(302);
  });
});
