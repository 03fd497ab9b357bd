/**
 * The school's pages on its site (with the built web app): a page of the site map shows the text the school has
 * published, and answers 404 while it has none: a draft, another school's page or none at all. No menu, footer or
 * site map links a page that is not on the site. On SQLite, and PostgreSQL when set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProfile } from '@school/content/demo/profile';
import { buildApp } from '../src/app';
import { adminBuildDir, requireBuilds, webBuildDir } from './support/builds';
import { get } from './support/console-requests';
import {
  contentRow,
  insertContent,
  insertSchool,
  otherSchoolCode,
  schoolCode,
  storeSchoolProfile,
} from './support/fixtures';
import { testConfig } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const page = (key: string, text: string, fields = {}) =>
  contentRow('page', {
    key,
    title: key,
    description: `The ${key} page.`,
    message: text,
    status: 'published',
    ...fields,
  });

describe.each(databaseKinds)("the school's pages on its site, on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    requireBuilds(adminBuildDir, webBuildDir);
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await insertSchool(database.db, otherSchoolCode);
    await insertContent(database.db, [
      page('faq', 'You can **always** ask the school office, on any working day.', { title: 'Questions parents ask' }),
      page('our-school', 'A draft the school has not published yet.', { status: 'draft' }),
      page('admission-process', 'Another school’s admissions.', { school_code: otherSchoolCode }),
    ]);
    await storeSchoolProfile(database.db, schoolCode);
    const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir, WEB_BUILD_DIR: webBuildDir });
    app = await buildApp({ config, seedDemo: false, contentCacheMs: 0, db: database.db });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('shows the published text of a page, with its description', async () => {
    const faq = await get(app, '/FAQ');
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain('You can <strong>always</strong> ask the school office');
    expect(faq.body).toContain('<meta name="description" content="The faq page."/>');
  });

  it('shows a page by the title the school gave it: its heading, its breadcrumb and its title in the tab', async () => {
    const faq = (await get(app, '/FAQ')).body;
    expect(faq).toMatch(/<h1[^>]*>Questions parents ask<\/h1>/);
    expect(faq).toContain('<span aria-current="page">Questions parents ask</span>');
    expect(faq).toContain(`<title>Questions parents ask | ${demoProfile().name}</title>`);
    // The site map's title is where a page starts, not what the school named it.
    expect(faq).not.toContain('Frequently Asked Questions');
  });

  it('answers 404 for a page in draft, a page only another school has, and a page never written', async () => {
    for (const url of ['/our-school', '/admission-process', '/courses-offered']) {
      const answer = await get(app, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).toContain('Page not found');
      expect(answer.body, url).not.toContain('A draft the school has not published');
      expect(answer.body, url).not.toContain('Another school’s admissions');
    }
  });

  it('links only the pages on the site from its menus, and lists only those in sitemap.xml', async () => {
    const faq = (await get(app, '/FAQ')).body;
    expect(faq).toContain('href="/FAQ"');
    for (const path of ['/our-school', '/admission-process', '/courses-offered']) {
      expect(faq, path).not.toContain(`href="${path}"`);
    }
    const xml = (await get(app, '/sitemap.xml')).body;
    expect(xml).toMatch(/<loc>[^<]*\/FAQ<\/loc>/);
    expect(xml).not.toMatch(/<loc>[^<]*\/our-school<\/loc>/);
    expect(xml.match(/<loc>/g)).toHaveLength(2);
  });
});
