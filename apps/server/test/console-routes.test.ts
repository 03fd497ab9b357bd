/**
 * The staff console over HTTP, as a browser without JavaScript uses it: form
 * posts to the console's own addresses, a session cookie, and the answers'
 * statuses and headers. Proves the sign-in, the role checks (403 and nothing
 * changed), the concurrent-edit refusal (409), the refusal of a cross-site
 * post that carries a valid cookie, sign-out on the server, and that console
 * answers are never stored or indexed. On SQLite, and PostgreSQL when set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { consoleKinds, previewPageId, type ConsoleKind } from '@school/shared/console-kinds';
import { pages } from '@school/content/site-map';
import { consoleMessages } from '@school/shared/console-messages';
import { buildApp } from '../src/app';
import {
  createNews as createNewsThroughConsole,
  createdId,
  form,
  get,
  host,
  post,
  publishNews,
  sessionCookie,
} from './support/console-requests';
import { insertSchool, storeSchoolWebsite, schoolCode } from './support/fixtures';
import {
  addStaffAccounts,
  consoleSessions,
  staffEmail as email,
  staffPassword as password,
  type RoleMap,
} from './support/staff-sessions';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { adminBuildDir, requireBuilds, webBuildDir } from './support/builds';
import { testConfig } from './support/test-app';

describe.each(databaseKinds)('staff console on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookies: RoleMap;

  const newsRow = (id: string) =>
    database.db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditCount = async () =>
    Number(
      (
        await database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const createNews = (cookie: string, title: string) => createNewsThroughConsole(app, cookie, title);

  beforeAll(async () => {
    requireBuilds(adminBuildDir, webBuildDir);
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await storeSchoolWebsite(database.db, schoolCode);
    const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir, WEB_BUILD_DIR: webBuildDir });
    await addStaffAccounts(database.db, config);
    app = await buildApp({
      config,
      serveSite: true,
      serveConsole: true,
      seedDemo: false,
      contentCacheMs: 60_000,
      db: database.db,
    });
    cookies = await consoleSessions(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('sends a visitor who is not signed in to the sign-in page, and back afterwards', async () => {
    const answer = await get(app, '/admin/news?status=draft');
    expect(answer.statusCode).toBe(302);
    const location = new URL(String(answer.headers.location), `http://${host}`);
    expect(location.pathname).toBe('/admin/sign-in');
    expect(location.searchParams.get('next')).toBe('/admin/news?status=draft');

    // The sign-in page carries `next` in its form.
    expect((await get(app, String(answer.headers.location))).body).toContain('value="/admin/news?status=draft"');
    const signedIn = await post(app, '/admin/sign-in', {
      email: email('editor'),
      password,
      next: '/admin/news?status=draft',
    });
    expect(signedIn.headers.location).toBe('/admin/news?status=draft');
  });

  it('never sends another site as the place to return to', async () => {
    const signedIn = await post(app, '/admin/sign-in', { email: email('editor'), password, next: '//evil.example/x' });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/admin');
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and keeps every console answer out of caches and indexes', async () => {
    const signedIn = await post(app, '/admin/sign-in', { email: email('publisher'), password });
    const cookie = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .find((entry) => entry.startsWith('staff.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // http://, so a browser would drop a Secure cookie

    for (const answer of [signedIn, await get(app, '/admin/sign-in'), await get(app, '/admin', cookies.publisher)]) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toMatch(/noindex/);
    }
  });

  it('answers a wrong password and an unknown address with the same message and no cookie', async () => {
    const wrong = await post(app, '/admin/sign-in', { email: email('admin'), password: 'not-the-password' });
    const unknown = await post(app, '/admin/sign-in', { email: 'nobody@school.test', password });
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toContain(consoleMessages.signInFailed.replaceAll("'", '&#x27;'));
      expect(answer.headers['set-cookie'] ?? []).not.toContainEqual(
        expect.stringMatching(/^staff\.session_token=[^;]+;/),
      );
    }
  });

  it('lets a publisher create and publish a news item that the public API then lists', async () => {
    const id = await createNews(cookies.publisher, 'Console news, published');
    const row = await newsRow(id);
    expect(row.status).toBe('draft');
    const publicList = async () =>
      (await app.inject({ url: apiPath('allNews', { schoolcode: schoolCode }) })).json<{ title: string }[]>();
    expect((await publicList()).map((item) => item.title)).not.toContain('Console news, published');

    const published = await publishNews(app, database.db, id, cookies.publisher);
    expect(published.statusCode).toBe(302);
    expect((await newsRow(id)).status).toBe('published');
    // The list cache lives a minute in this app, yet the change shows on the next read.
    expect((await publicList()).map((item) => item.title)).toContain('Console news, published');
  });

  it('refuses with 403, and changes nothing, what a role may not do', async () => {
    const id = await createNews(cookies.editor, 'Editor draft');
    const before = await newsRow(id);
    const audits = await auditCount();
    for (const intent of ['publishNow', 'unpublish', 'delete']) {
      const answer = await post(app, `/admin/news/${id}`, { intent, version: String(before.version) }, cookies.editor);
      expect(answer.statusCode, intent).toBe(403);
    }
    const office = await post(
      app,
      '/admin/news/new',
      { title: 'Office news', date: '2026-11-20', description: 'x' },
      cookies.office,
    );
    expect(office.statusCode).toBe(403);
    expect(await newsRow(id)).toEqual(before);
    expect(await auditCount()).toBe(audits);

    expect((await get(app, '/admin/audit', cookies.editor)).statusCode).toBe(403);
    expect((await get(app, '/admin/staff', cookies.publisher)).statusCode).toBe(403);
    expect((await get(app, '/admin/audit', cookies.admin)).statusCode).toBe(200);
  });

  it('refuses the second of two saves made from the same version', async () => {
    const id = await createNews(cookies.publisher, 'Two editors');
    const { version } = await newsRow(id);
    const save = (title: string, cookie: string) =>
      post(
        app,
        `/admin/news/${id}`,
        { intent: 'save', version: String(version), title, date: '2026-11-20', description: 'x' },
        cookie,
      );
    expect((await save('First change', cookies.publisher)).statusCode).toBe(302);
    const second = await save('Second change', cookies.editor);
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain('Someone else changed this item after you opened it');
    expect((await newsRow(id)).title).toBe('First change');
  });

  it('refuses a post from another site even with a valid session cookie', async () => {
    const before = await auditCount();
    const forged = await app.inject({
      method: 'POST',
      url: '/admin/news/new',
      headers: {
        host,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookies.publisher,
      },
      payload: form({ title: 'Forged', date: '2026-11-20', description: 'x' }),
    });
    expect(forged.statusCode).toBe(403);
    const originOnly = await app.inject({
      method: 'POST',
      url: '/admin/news/new',
      headers: {
        host,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookies.publisher,
      },
      payload: form({ title: 'Forged', date: '2026-11-20', description: 'x' }),
    });
    expect(originOnly.statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
    const forgedRows = await database.db
      .selectFrom('content_items')
      .select('id')
      .where('title', '=', 'Forged')
      .execute();
    expect(forgedRows).toEqual([]);
  });

  it('refuses with 415, and changes nothing, a post that is not a form (no body, JSON, text, multipart)', async () => {
    const before = await auditCount();
    const bodies: { type?: string; payload?: string }[] = [
      {},
      { type: 'application/json', payload: JSON.stringify({ title: 'Not a form', date: '2026-11-20' }) },
      { type: 'text/plain', payload: 'title=Not a form' },
      { type: 'multipart/form-data; boundary=zz', payload: 'garbage' },
      { type: 'multipart/form-data', payload: '--zz\r\n' },
    ];
    for (const url of ['/admin/sign-in', '/admin/news/new', '/admin/news/new.data']) {
      for (const { type, payload } of bodies) {
        const answer = await app.inject({
          method: 'POST',
          url,
          headers: {
            host,
            origin: `http://${host}`,
            cookie: cookies.publisher,
            ...(type ? { 'content-type': type } : {}),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        expect(answer.statusCode, `${url} with ${type ?? 'no body'}`).toBe(415);
        expect(answer.body).toBe(consoleMessages.notAForm);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
    expect(await auditCount()).toBe(before);
    expect(
      await database.db.selectFrom('content_items').select('id').where('title', '=', 'Not a form').execute(),
    ).toEqual([]);
  });

  it('ends the session on the server when staff sign out', async () => {
    const signedIn = await post(app, '/admin/sign-in', { email: email('editor'), password });
    const cookie = sessionCookie(signedIn);
    expect((await get(app, '/admin', cookie)).statusCode).toBe(200);
    const signedOut = await post(app, '/admin/sign-out', {}, cookie);
    expect(signedOut.statusCode).toBe(302);
    // The old cookie, replayed as a stolen copy would be, opens nothing.
    const after = await get(app, '/admin', cookie);
    expect(after.statusCode).toBe(302);
    expect(String(after.headers.location)).toContain('/admin/sign-in');
  });
});

describe.each(databaseKinds)('draft previews on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;
  let officeCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await storeSchoolWebsite(database.db, schoolCode);
    const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir, WEB_BUILD_DIR: webBuildDir });
    await addStaffAccounts(database.db, config);
    app = await buildApp({ config, seedDemo: false, contentCacheMs: 0, db: database.db });
    ({ publisher: cookie, office: officeCookie } = await consoleSessions(app));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('shows a draft on its public page, marked as a preview, to staff only, and never to visitors', async () => {
    const created = await post(
      app,
      '/admin/news/new',
      { title: 'Draft only staff see', date: '2026-11-20', description: '<p>Soon</p>' },
      cookie,
    );
    const id = createdId(created)!;

    // The console's Preview link sends staff to the public page, which draws the draft at its own address.
    const asked = await get(app, `/admin/preview/news/${id}`, cookie);
    expect(asked.statusCode).toBe(302);
    const location = String(asked.headers.location);
    expect(location).toBe(`/news?preview=news%7E${id}`);
    const preview = await get(app, location, cookie);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Draft only staff see');
    expect(preview.body).toContain('Preview.');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toMatch(/noindex/);
    // Without a staff session the same address is the public page, without the draft.
    expect((await get(app, location)).body).not.toContain('Draft only staff see');
    expect((await get(app, location, officeCookie)).body).not.toContain('Draft only staff see');
    expect((await get(app, '/news')).body).not.toContain('Draft only staff see');
    const visitor = await get(app, `/admin/preview/news/${id}`);
    expect(visitor.statusCode).toBe(302);
    expect(String(visitor.headers.location)).toContain('/admin/sign-in');
    expect((await get(app, `/admin/preview/news/${id}`, officeCookie)).statusCode).toBe(404);
  });
});

it('previews every kind that has a preview on a page of the site map', () => {
  for (const kind of consoleKinds as readonly ConsoleKind[]) {
    const categories = kind.categories ?? kind.fields.find((field) => field.column === 'category')?.choices ?? [''];
    for (const category of categories) {
      const pageId = previewPageId(kind, { category, key: kind.sitePage ? 'our-school' : null });
      // The ticker is drawn by the browser; a document's draft is its file, opened from its edit screen.
      if (kind.slug === 'highlights' || kind.slug === 'documents') expect(pageId).toBeUndefined();
      else
        expect(
          pages.map((page) => page.id),
          `${kind.slug} ${category}`,
        ).toContain(pageId);
    }
  }
});
