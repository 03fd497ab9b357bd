/**
 * The school's pages kept from the console, over HTTP as a browser without JavaScript sends them (with the built
 * site and console): the Pages screen lists every page of the site map, written or not; a page's text opens as the
 * editor's HTML and is stored as Markdown with blocks, checked against what the site has; a new text is written for
 * a page of the site map, once; roles are checked on the server, and the published text is what visitors read.
 * On SQLite, and PostgreSQL when set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleMessages } from '@school/shared/console-messages';
import { buildApp } from '../src/app';
import { adminBuildDir, requireBuilds, webBuildDir } from './support/builds';
import { get, host, post } from './support/console-requests';
import {
  contentRow,
  insertContent,
  insertSchool,
  schoolCode,
  storeDemoPages,
  storeSchoolProfile,
} from './support/fixtures';
import { addStaffAccounts, consoleSessions, type RoleMap } from './support/staff-sessions';
import { testConfig } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&amp;': '&' };

/** The text of the form's field `name` as the page holds it (the editor starts from it), its HTML read back. */
function fieldText(body: string, name: string): string {
  const text = new RegExp(`<textarea[^>]* name="${name}"[^>]*>([^<]*)</textarea>`).exec(body)?.[1];
  if (text === undefined) throw new Error(`no field ${name}`);
  return text.replace(/&(lt|gt|quot|#x27|amp);/g, (entity) => entities[entity]!);
}

describe.each(databaseKinds)('pages kept from the console, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookies: RoleMap;

  const pageRow = (key: string) =>
    database.db
      .selectFrom('content_items')
      .selectAll()
      .where('kind', '=', 'page')
      .where('school_code', '=', schoolCode)
      .where('key', '=', key)
      .executeTakeFirst();

  /** Presses a button of a page's edit screen with its title, description and text. */
  async function press(key: string, intent: string, text: string, cookie: string) {
    const row = (await pageRow(key))!;
    return post(
      app,
      `/admin/pages/${row.id}`,
      { intent, version: String(row.version), title: row.title, description: row.description, message: text },
      cookie,
    );
  }

  beforeAll(async () => {
    requireBuilds(adminBuildDir, webBuildDir);
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await storeDemoPages(database.db, schoolCode, ['faq', 'admission-process', 'our-school']);
    await storeSchoolProfile(database.db, schoolCode);
    const config = testConfig(database, { ADMIN_BUILD_DIR: adminBuildDir, WEB_BUILD_DIR: webBuildDir });
    await addStaffAccounts(database.db, config);
    app = await buildApp({
      config,
      serveSite: true,
      serveConsole: true,
      seedDemo: false,
      contentCacheMs: 0,
      db: database.db,
    });
    cookies = await consoleSessions(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists every page of the site map by its menu, saying which are not yet written', async () => {
    const answer = await get(app, '/admin/pages', cookies.editor);
    expect(answer.statusCode).toBe(200);
    const faq = (await pageRow('faq'))!;
    expect(answer.body).toContain(`href="/admin/pages/${faq.id}"`);
    expect(answer.body).toContain('href="/admin/pages/new?page=courses-offered"');
    expect(answer.body).toContain('Not yet written');
    expect(answer.body).toContain('<h2 id="pages-about-us">About Us</h2>');
  });

  it('starts a new text with the page’s title, which becomes its heading, not the shorter name its menu gives it', async () => {
    const answer = await get(app, '/admin/pages/new?page=courses-offered', cookies.editor);
    expect(answer.statusCode).toBe(200);
    const titleInput = /<input[^>]*name="title"[^>]*>/.exec(answer.body)?.[0];
    expect(titleInput).toContain('value="Courses Offered"');
  });

  it('opens a page’s text as the editor’s formatted text, never as Markdown', async () => {
    const row = (await pageRow('admission-process'))!;
    const answer = await get(app, `/admin/pages/${row.id}`, cookies.editor);
    expect(answer.statusCode).toBe(200);
    const text = fieldText(answer.body, 'message');
    expect(text).toContain('<section data-block="table"');
    expect(text).toContain('<p data-block-title="">Age criteria: age of the child on 30 June 2025</p>');
    expect(text).toContain('<td>Pre-Nursery</td>');
    expect(text).toContain('<span data-school-fact="name" data-label="Name">Name</span>');
    expect(text).toContain('<a href="/FAQ">FAQ</a>');
    expect(answer.body).not.toContain(':::table');
    expect(answer.body).not.toContain('| Pre-Nursery');
    expect(answer.body).not.toContain(':school[');
  });

  it('stores the editor’s text as Markdown, and shows it to visitors once published', async () => {
    const html =
      '<h2>Visiting us</h2><p>Call <span data-school-fact="phone">Phone</span> or read the <a href="/FAQ">questions</a>.</p>' +
      '<section data-block="table" data-settings="{}"><p data-block-title>Fees</p><table><tbody>' +
      '<tr><th><p>Class</p></th><th data-amounts><p>Fee</p></th></tr><tr><td><p>Grade 1</p></td><td><p>45000</p></td></tr>' +
      '</tbody></table></section>';
    expect((await press('our-school', 'save', html, cookies.editor)).statusCode).toBe(302);
    const saved = JSON.parse((await pageRow('our-school'))!.draft ?? '{}') as { message?: string };
    expect(saved.message).toBe(
      '## Visiting us\n\nCall :school[phone] or read the [questions](page:faq).\n\n' +
        ':::table{caption="Fees" amounts="2"}\n| Class   | Fee   |\n| ------- | ----- |\n| Grade 1 | 45000 |\n:::',
    );
    // A draft is not on the site yet.
    expect((await get(app, '/our-school')).body).not.toContain('Visiting us');
    // The history tells the version that is the text now, whatever form the text is kept in.
    const history = await get(app, `/admin/pages/${(await pageRow('our-school'))!.id}/history`, cookies.editor);
    expect(history.body).toContain('The text now');

    expect((await press('our-school', 'publishNow', html, cookies.publisher)).statusCode).toBe(302);
    const page = (await get(app, '/our-school')).body;
    expect(page).toContain('<h2>Visiting us</h2>');
    expect(page).toContain('href="/FAQ">questions</a>');
    // The fee as the site shows an amount, whatever grouping was typed.
    expect(page).toMatch(/<td[^>]*>45,000<\/td>/);
  });

  it('refuses a text the page cannot show, saying what is wrong, and changes nothing', async () => {
    const before = (await pageRow('faq'))!;
    const answer = await press(
      'faq',
      'save',
      '<section data-block="faq"><h3>Is there a school uniform?</h3></section>' +
        '<section data-block="table"><p data-block-title></p><table><tr><th>A</th></tr><tr><td>1</td></tr></table></section>' +
        '<p>The <a href="/documents/fee-structure.pdf">fees</a>, which this school has not added.</p>',
      cookies.editor,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('the question “Is there a school uniform?” needs an answer under it');
    expect(answer.body).toContain('a table needs a caption of three letters or more');
    // The demo school has this document; a page may link only the school's own.
    expect(answer.body).toContain('goes to a document that does not exist (“fee-structure”)');
    const after = (await pageRow('faq'))!;
    expect(after.version).toBe(before.version);
    expect(after.draft).toBe(before.draft);
  });

  it('writes the text of a page not yet written, once, and only for a page of the site map', async () => {
    const fields = {
      page: 'courses-offered',
      title: 'Courses Offered',
      description: '',
      message: '<p>Science and commerce.</p>',
    };
    const created = await post(app, '/admin/pages/new?page=courses-offered', fields, cookies.editor);
    expect(created.statusCode).toBe(302);
    const row = (await pageRow('courses-offered'))!;
    expect(row.status).toBe('draft');
    expect(row.message).toBe('Science and commerce.');
    expect(String(created.headers.location)).toContain(`/admin/pages/${row.id}`);

    const again = await post(app, '/admin/pages/new?page=courses-offered', fields, cookies.editor);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(consoleMessages.pageWritten);
    const nowhere = await post(
      app,
      '/admin/pages/new?page=courses-offered',
      { ...fields, page: 'no-such-page' },
      cookies.editor,
    );
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.body).toContain(consoleMessages.noSuchPage);
    expect(await pageRow('no-such-page')).toBeUndefined();
  });

  it('writes a page’s text once when two staff write it at the same moment, and tells the second it is written', async () => {
    const fields = {
      page: 'infrastructure-medical',
      title: 'Medical Care',
      description: '',
      message: '<p>A nurse.</p>',
    };
    const answers = await Promise.all(
      [cookies.editor, cookies.publisher].map((cookie) =>
        post(app, '/admin/pages/new?page=infrastructure-medical', fields, cookie),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([302, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.body).toContain(consoleMessages.pageWritten);
    const rows = await database.db
      .selectFrom('content_items')
      .select('id')
      .where('school_code', '=', schoolCode)
      .where('key', '=', 'infrastructure-medical')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('sends a new text without a page of the site map back to the list of Pages', async () => {
    const answer = await get(app, '/admin/pages/new', cookies.editor);
    expect(answer.statusCode).toBe(302);
    expect(new URL(String(answer.headers.location), `http://${host}`).pathname).toBe('/admin/pages');
  });

  it('lets an editor ask for review but not publish, and shows office staff no page at all', async () => {
    const row = (await pageRow('faq'))!;
    const published = await press('faq', 'publishNow', '<p>Changed by an editor.</p>', cookies.editor);
    expect(published.statusCode).toBe(403);
    expect((await pageRow('faq'))!.version).toBe(row.version);
    expect((await press('faq', 'requestReview', '<p>Please publish this.</p>', cookies.editor)).statusCode).toBe(302);
    expect((await pageRow('faq'))!.review_requested).toBe(1);

    expect((await get(app, '/admin/pages', cookies.office)).statusCode).toBe(403);
    expect((await get(app, `/admin/pages/${row.id}`, cookies.office)).statusCode).toBe(403);
    const refused = await post(
      app,
      '/admin/pages/new',
      { page: 'toppers', title: 'Toppers', message: '<p>x</p>' },
      cookies.office,
    );
    expect(refused.statusCode).toBe(403);
    expect(await pageRow('toppers')).toBeUndefined();
  });

  it('previews a page’s draft on its own address to staff, and never to visitors', async () => {
    await press('admission-process', 'save', '<p>A draft of the admissions page.</p>', cookies.editor);
    const row = (await pageRow('admission-process'))!;
    const sent = await get(app, `/admin/preview/pages/${row.id}`, cookies.editor);
    expect(sent.statusCode).toBe(302);
    const address = String(sent.headers.location);
    expect(decodeURIComponent(address)).toBe(`/admission-process?preview=pages~${row.id}`);
    expect((await get(app, address, cookies.editor)).body).toContain('A draft of the admissions page.');
    expect((await get(app, address)).body).not.toContain('A draft of the admissions page.');
  });

  it('says on Documents which published pages link each document, and which menus; a draft links nothing yet', async () => {
    await insertContent(database.db, [
      contentRow('document', { key: 'fee-structure', title: 'Fee structure' }),
      contentRow('document', { key: 'student-council-appointees', title: 'Student council' }),
    ]);
    /** What the Documents list says links the document with this title. */
    const linkedFrom = async (title: string) => {
      const answer = await get(app, '/admin/documents', cookies.editor);
      expect(answer.statusCode).toBe(200);
      const row = new RegExp(`>${title}</a>[\\s\\S]*?Linked from</dt><dd>([\\s\\S]*?)</dd>`).exec(answer.body);
      if (!row) throw new Error(`no row for ${title}`);
      return row[1]!;
    };
    const admissions = (await pageRow('admission-process'))!;
    const fees = await linkedFrom('Fee structure');
    expect(fees).toMatch(new RegExp(`^<a href="/admin/pages/${admissions.id}"[^>]*>Admission Process</a>`));
    expect(fees).toContain('Academics menu');
    expect(fees).toContain('Footer');
    expect(await linkedFrom('Student council')).toBe('No page or menu links it yet');

    const link = '<p>See the <a href="/documents/student-council-appointees.pdf">council</a>.</p>';
    expect((await press('our-school', 'save', link, cookies.editor)).statusCode).toBe(302);
    expect(await linkedFrom('Student council')).toBe('No page or menu links it yet');
    expect((await press('our-school', 'publishNow', link, cookies.publisher)).statusCode).toBe(302);
    const ourSchool = (await pageRow('our-school'))!;
    expect(await linkedFrom('Student council')).toMatch(
      new RegExp(`^<a href="/admin/pages/${ourSchool.id}"[^>]*>${ourSchool.title}</a>$`),
    );
  });
});
