/**
 * The school profile from the console to every page: an admin's save through the Settings form is in the header,
 * footer and title of the next page anyone opens, from the page cache or not; other roles are refused and change
 * nothing; a school without a profile shows the holding page at every address, marked noindex.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProfile } from '@school/content/demo/profile';
import { profileRepository } from '../src/modules/schools/profile-repository';
import { buildApp } from '../src/app';
import { logoUploadRoute } from '@school/shared/school-logo';
import { get, post } from './support/console-requests';
import { postMultipart } from './support/multipart';
import { insertSchool, schoolCode, storeDemoPages, storeSchoolProfile } from './support/fixtures';
import { addStaffAccounts, consoleSessions, type RoleMap } from './support/staff-sessions';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { adminBuildDir, requireBuilds, webBuildDir } from './support/builds';
import { testConfig } from './support/test-app';

/** The Settings form's school profile, as the console sends it: every field as text, with its version. */
const profileForm = (version: number, changes: Record<string, string> = {}) => ({
  intent: 'profile',
  version: String(version),
  ...Object.fromEntries(Object.entries(demoProfile()).map(([name, value]) => [name, String(value)])),
  ...changes,
});

const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
const profileRow = (database: TestDatabase) =>
  database.db.selectFrom('school_profiles').selectAll().where('school_code', '=', schoolCode).executeTakeFirst();

describe('the school profile on the site', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookies: RoleMap;

  beforeAll(async () => {
    requireBuilds(adminBuildDir, webBuildDir);
    database = await openTestDatabase('sqlite');
    await insertSchool(database.db, schoolCode);
    await storeDemoPages(database.db, schoolCode, ['faq']);
    const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir, WEB_BUILD_DIR: webBuildDir });
    await addStaffAccounts(database.db, config);
    app = await buildApp({ config, seedDemo: false, db: database.db });
    cookies = await consoleSessions(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers every address with the holding page until the school has a profile: 503, noindex, nothing of a school', async () => {
    for (const url of ['/', '/FAQ', '/our-school', '/admission-process', '/news', '/contact-us', '/no-such-page']) {
      const page = await get(app, url);
      expect(page.statusCode, url).toBe(503);
      expect(page.headers['retry-after'], url).toBe('3600');
      expect(page.body, url).toContain('<title>This website is being set up</title>');
      expect(page.body, url).toContain('<meta name="robots" content="noindex"/>');
      // Not in the page, nor in the data its scripts carry: no page's own content goes out with it.
      for (const demoWord of [demoProfile().name, demoProfile().shortName, 'harmonyvalley', 'Frequently Asked']) {
        expect(page.body, `${url}: ${demoWord}`).not.toContain(demoWord);
      }
      expect(page.body, url).not.toContain('<footer');
    }
  });

  it("puts an admin's save in the header, footer and title of the next page, kept or not", async () => {
    await storeSchoolProfile(database.db, schoolCode);
    const saved = await post(app, '/admin/settings', profileForm(0, { phone: '+91 40 5555 0101' }), cookies.admin);
    expect(saved.statusCode, String(saved.headers.location)).toBe(409);

    expect(
      (await post(app, '/admin/settings', profileForm(1, { phone: '+91 40 5555 0101' }), cookies.admin)).statusCode,
    ).toBe(302);
    const first = await get(app, '/FAQ');
    expect(first.body).toContain('<title>Frequently Asked Questions | Harmony Valley Public School</title>');
    expect(footerOf(first.body)).toContain('href="tel:+914055550101">+91 40 5555 0101</a>');
    // Kept now: the next answer comes from memory, and still has it.
    expect(footerOf((await get(app, '/FAQ')).body)).toContain('+91 40 5555 0101');

    const renamed = await post(
      app,
      '/admin/settings',
      profileForm(2, { phone: '+91 40 5555 0202', name: 'Harmony Valley School', city: 'Secunderabad' }),
      cookies.admin,
    );
    expect(renamed.statusCode).toBe(302);
    const page = await get(app, '/FAQ');
    expect(footerOf(page.body)).toContain('+91 40 5555 0202');
    expect(footerOf(page.body)).not.toContain('+91 40 5555 0101');
    expect(page.body).toContain('<title>Frequently Asked Questions | Harmony Valley School</title>');
    expect(page.body).toContain('Lakeview Campus, Secunderabad · Affiliated to CBSE · Since 2002');
    expect(footerOf(page.body)).toMatch(new RegExp(`© 2002–${new Date().getFullYear()} Harmony Valley School\\.`));
  });

  it("shows an admin's uploaded logo in the header of the next page, and keeps it through a save of the form", async () => {
    const headerOf = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    // Until a logo is uploaded, the name stands alone: no picture of any school's.
    expect(headerOf((await get(app, '/FAQ')).body)).not.toContain('<img');
    const version = (await profileRow(database))!.version;
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60" fill="#7a1f2b"/></svg>';
    const uploaded = await postMultipart(
      app,
      logoUploadRoute,
      [
        { field: 'version', data: String(version) },
        { field: 'logo', filename: 'logo.svg', type: 'image/svg+xml', data: logo },
      ],
      { cookie: cookies.admin, headers: { accept: 'text/html' } },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(303);
    expect(uploaded.headers.location).toBe('/admin/settings?done=logo');

    const inline = `data:image/svg+xml,${encodeURIComponent(logo)}`;
    const header = headerOf((await get(app, '/FAQ')).body);
    // Inside the page, 56 px high and as wide as its shape; the school's name beside it says what it is.
    expect(header).toContain(`<img src="${inline.replaceAll('&', '&amp;')}" alt="" width="112" height="56"`);
    const settings = await get(app, '/admin/settings?done=logo', cookies.admin);
    expect(settings.body).toContain('The logo is saved. Every page of the site shows it now.');
    expect(settings.body).toContain('alt="The logo the site shows now"');

    expect(
      (await post(app, '/admin/settings', profileForm(version + 1, { phone: '+91 40 5555 0303' }), cookies.admin))
        .statusCode,
    ).toBe(302);
    const page = await get(app, '/FAQ');
    expect(footerOf(page.body)).toContain('+91 40 5555 0303');
    expect(headerOf(page.body)).toContain(`<img src="${inline.replaceAll('&', '&amp;')}"`);
  });

  it.each(['publisher', 'editor', 'office'] as const)(
    'refuses a %s the profile with 403, and changes nothing',
    async (role) => {
      const before = await profileRow(database);
      expect((await get(app, '/admin/settings', cookies[role])).statusCode).toBe(403);
      const refused = await post(
        app,
        '/admin/settings',
        profileForm(before?.version ?? 0, { phone: '+91 40 9999 9999' }),
        cookies[role],
      );
      expect(refused.statusCode).toBe(403);
      expect(await profileRow(database)).toEqual(before);
    },
  );

  it('refuses a bad form with 400, says why beside each field, and changes nothing', async () => {
    const before = await profileRow(database);
    const refused = await post(
      app,
      '/admin/settings',
      profileForm(before!.version, { email: 'not an address', name: '' }),
      cookies.admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Enter an email address such as name@school.org.');
    expect(refused.body).toContain('Enter the school’s name.');
    expect(await profileRow(database)).toEqual(before);
  });
});

describe("a new school's site, once its admin has saved the profile", () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    requireBuilds(adminBuildDir, webBuildDir);
    database = await openTestDatabase('sqlite');
    await insertSchool(database.db, schoolCode);
    const own = {
      ...demoProfile(),
      name: 'Riverside Public School',
      shortName: 'RPS',
      portalUrl: 'https://parents.riverside.example/',
      erpAppsUrl: '',
      busTrackingAppUrl: 'https://buses.riverside.example/app',
    };
    await profileRepository(database.db).save(
      schoolCode,
      0,
      JSON.stringify(own),
      'Test set-up',
      new Date().toISOString(),
    );
    const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir, WEB_BUILD_DIR: webBuildDir });
    app = await buildApp({ config, seedDemo: false, db: database.db });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("shows none of the demo school's pages: none is written yet (404), and the home page has its name and no welcome", async () => {
    const home = await get(app, '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Riverside Public School');
    for (const url of ['/our-school', '/admission-process', '/FAQ']) {
      const page = await get(app, url);
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain('Page not found');
    }
    for (const url of ['/our-school', '/admission-process', '/FAQ']) {
      const body = (await get(app, url)).body;
      // The demo school's name, and words of its pages' text and titles.
      for (const demoWord of [
        demoProfile().name,
        'Frequently Asked Questions',
        'Admission Process',
        'opened its doors',
      ]) {
        expect(body, `${url}: ${demoWord}`).not.toContain(demoWord);
      }
    }
    // The home page has no welcome until the school writes one. (Its banner, tiles and campus links are still the demo
    // school's, from content/tables/home.ts, until they are kept from the console.)
    expect(home.body).not.toContain('opened its doors');
  });

  it('names its home page after the school, and links its own portal and apps, never the demo school’s', async () => {
    const home = (await get(app, '/')).body;
    expect(home).toContain('<title>Welcome to Riverside Public School</title>');
    expect(home).toContain('<h1 class="visually-hidden">Welcome to Riverside Public School</h1>');
    const header = /<header[\s\S]*?<\/header>/.exec(home)?.[0] ?? '';
    expect(header).toMatch(/href="https:\/\/parents\.riverside\.example\/"[^>]*>Parent Portal/);
    const footer = footerOf(home);
    expect(footer).toMatch(/href="https:\/\/parents\.riverside\.example\/"[^>]*>Parent Login/);
    expect(footer).toMatch(/href="https:\/\/buses\.riverside\.example\/app"[^>]*>Bus-tracking app/);
    // No parent app address saved: no link to one.
    expect(footer).not.toContain('School ERP app');
    for (const part of [header, footer]) expect(part).not.toContain(demoProfile().portalUrl);
  });

  it('lists in /sitemap.xml only the home page', async () => {
    const xml = (await get(app, '/sitemap.xml')).body;
    expect(xml.match(/<loc>/g)).toHaveLength(1);
    expect(xml).toMatch(/<loc>[^<]*\/<\/loc>/);
  });
});
