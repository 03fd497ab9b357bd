/**
 * Where the console's forms may be sent from. In demo mode (`npm start`) the loopback names of the same port are
 * one machine, so signing in at http://127.0.0.1:3000/admin works as at http://localhost:3000/admin, as the
 * README says. In production only PUBLIC_URL's origin may send them, and a form sent from another address is
 * refused in words that name the address to open. On SQLite (the database is not what is tested here).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleMessages } from '@school/shared/console-messages';
import { buildApp } from '../src/app';
import { consoleOrigins } from '../src/config';
import { adminBuildDir, requireBuilds, webBuildDir } from './support/builds';
import { form, host } from './support/console-requests';
import { insertSchool, storeSchoolWebsite, schoolCode } from './support/fixtures';
import { addStaffAccounts, staffEmail, staffPassword } from './support/staff-sessions';
import { testConfig } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

describe('consoleOrigins', () => {
  it("is PUBLIC_URL's origin in production, whatever its host", () => {
    expect(consoleOrigins({ PUBLIC_URL: 'https://school.example.org', DEMO: false })).toEqual([
      'https://school.example.org',
    ]);
    expect(consoleOrigins({ PUBLIC_URL: 'http://localhost:3000', DEMO: false })).toEqual(['http://localhost:3000']);
  });

  it('adds the other loopback names of the same port in demo mode, and nothing for a real host', () => {
    expect(consoleOrigins({ PUBLIC_URL: 'http://localhost:3000', DEMO: true })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(consoleOrigins({ PUBLIC_URL: 'http://127.0.0.1:3210', DEMO: true })).toContain('http://localhost:3210');
    expect(consoleOrigins({ PUBLIC_URL: 'https://school.example.org', DEMO: true })).toEqual([
      'https://school.example.org',
    ]);
  });
});

describe.each([
  ['demo mode', 'true'],
  ['production', 'false'],
])('signing in from another name of the server, in %s', (_mode, demo) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    requireBuilds(adminBuildDir, webBuildDir);
    database = await openTestDatabase('sqlite');
    await insertSchool(database.db, schoolCode);
    await storeSchoolWebsite(database.db, schoolCode);
    const config = testConfig(database, {
      ADMIN_BUILD_DIR: adminBuildDir,
      WEB_BUILD_DIR: webBuildDir,
      PUBLIC_URL: `http://${host}`,
      DEMO: demo,
    });
    await addStaffAccounts(database.db, config);
    app = await buildApp({ config, serveSite: true, serveConsole: true, seedDemo: false, db: database.db });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const signInFrom = (origin: string) =>
    app.inject({
      method: 'POST',
      url: '/admin/sign-in',
      headers: {
        host: new URL(origin).host,
        origin,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: form({ email: staffEmail('editor'), password: staffPassword }),
    });

  it('signs in from the address of PUBLIC_URL', async () => {
    const answer = await signInFrom(`http://${host}`);
    expect(answer.statusCode).toBe(302);
    expect(String(answer.headers['set-cookie'])).toContain('staff.session_token=');
  });

  it(
    demo === 'true'
      ? 'signs in from 127.0.0.1 and [::1] with the same port'
      : 'refuses 127.0.0.1 with the address to open, and sets no cookie',
    async () => {
      const port = new URL(`http://${host}`).port;
      for (const origin of [`http://127.0.0.1:${port}`, `http://[::1]:${port}`]) {
        const answer = await signInFrom(origin);
        if (demo === 'true') {
          expect(answer.statusCode, origin).toBe(302);
          expect(String(answer.headers['set-cookie'])).toContain('staff.session_token=');
        } else {
          expect(answer.statusCode, origin).toBe(403);
          expect(answer.body).toBe(consoleMessages.otherAddress(`http://${host}/admin`));
          expect(answer.headers['set-cookie']).toBeUndefined();
        }
      }
    },
  );

  it('refuses another port, or another host, even in demo mode', async () => {
    for (const origin of ['http://127.0.0.1:4000', 'http://school.evil.example']) {
      const answer = await signInFrom(origin);
      expect(answer.statusCode, origin).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });
});
