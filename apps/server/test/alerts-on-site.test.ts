/**
 * Alerts on the real site and console: an alert a publisher publishes is at the top of every page at once, pages
 * kept in memory included, says its level in words, and is announced by screen readers only when urgent; it is in
 * the API's list of its own and in the news feed; it leaves at its Unpublish at time by itself; editors draft alerts
 * but cannot publish them, office staff cannot open them, and a bad form changes nothing. On SQLite, and PostgreSQL
 * when set.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { get, post, type Answer } from './support/console-requests';
import { contentRow, insertContent, schoolCode } from './support/fixtures';
import type { RoleMap } from './support/staff-sessions';
import { siteWithStaffSessions } from './support/test-app';
import { databaseKinds } from './support/test-database';
import { untilKept } from './support/until-kept';

/** The alerts at the top of a page: each a section named by its level. */
const alertsIn = (html: string) =>
  html.match(/<section[^>]*aria-label="(?:Urgent|Warning|Information) alert"[\s\S]*?<\/section>/g) ?? [];

describe.each(databaseKinds)('alerts on every page, on %s', (kind) => {
  const site = siteWithStaffSessions(kind);

  beforeEach(async () => {
    await site.database.db.deleteFrom('content_items').where('kind', '=', 'alert').execute();
  });

  const alertRows = () =>
    site.database.db.selectFrom('content_items').selectAll().where('kind', '=', 'alert').execute();

  /** Writes an alert through the console's form as `role`: the answer, and the new alert's id if one was made. */
  async function draftAlert(role: keyof RoleMap, fields: Record<string, string>) {
    const answer = await post(site.app, '/admin/alerts/new', fields, site.cookies[role]);
    const id = /\/admin\/alerts\/([^/?]+)/.exec(String(answer.headers.location))?.[1];
    return { answer, id };
  }

  /** Presses a lifecycle button (Publish now, Unpublish) on an alert's edit screen as `role`, with its fields. */
  async function press(role: keyof RoleMap, id: string, intent: string): Promise<Answer> {
    const row = await site.database.db
      .selectFrom('content_items')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const fields = { title: row.title, category: row.category, url: row.url };
    return post(
      site.app,
      `/admin/alerts/${id}`,
      { intent, version: String(row.version), ...fields },
      site.cookies[role],
    );
  }

  /** Waits until the page is kept in memory, and answers it. */
  async function keptPage(url: string): Promise<Answer> {
    const first = await get(site.app, url);
    expect(first.statusCode, url).toBe(200);
    await untilKept(() => get(site.app, url));
    return first;
  }

  it("is at the top of every page the moment a publisher publishes it, kept pages too, and gone when it's withdrawn", async () => {
    for (const url of ['/', '/FAQ', '/news']) expect(alertsIn((await keptPage(url)).body), url).toEqual([]);
    const message = 'School is closed on Monday because of the cyclone warning.';
    const { answer, id } = await draftAlert('publisher', {
      title: message,
      category: 'Urgent',
      url: 'https://www.example.org/closure',
    });
    expect(answer.statusCode).toBe(302);
    // A draft is on no page, but its preview shows it to staff where it will stand.
    expect(alertsIn((await get(site.app, '/FAQ')).body)).toEqual([]);
    const preview = await get(site.app, `/admin/preview/alerts/${id}`, site.cookies.publisher);
    expect(preview.statusCode).toBe(302);
    const previewed = String(preview.headers.location);
    expect(alertsIn((await get(site.app, previewed, site.cookies.publisher)).body).join()).toContain(message);
    expect(alertsIn((await get(site.app, previewed)).body)).toEqual([]);

    expect((await press('publisher', id!, 'publishNow')).statusCode).toBe(302);
    for (const url of ['/', '/FAQ', '/news']) {
      const [alert, ...others] = alertsIn((await get(site.app, url)).body);
      expect(others, url).toEqual([]);
      expect(alert, url).toContain('role="alert"');
      expect(alert, url).toContain(`<strong>Urgent:</strong> ${message}`);
      expect(alert, url).toMatch(/href="https:\/\/www\.example\.org\/closure"[^>]*>More/);
      // Urgent: it stays.
      expect(alert, url).not.toContain('<button');
    }
    const listed = JSON.parse((await get(site.app, apiPath('alerts', { schoolcode: schoolCode }))).body) as unknown[];
    expect(listed).toEqual([
      expect.objectContaining({ _id: id, title: message, level: 'Urgent', url: 'https://www.example.org/closure' }),
    ]);

    expect((await press('publisher', id!, 'unpublish')).statusCode).toBe(302);
    for (const url of ['/', '/FAQ']) expect(alertsIn((await get(site.app, url)).body), url).toEqual([]);
    expect(JSON.parse((await get(site.app, apiPath('alerts', { schoolcode: schoolCode }))).body)).toEqual([]);
  });

  it('shows the most pressing first, each level in words, and only an informative one with Close', async () => {
    await insertContent(site.database.db, [
      // Written behind the console, with an address no link may have.
      contentRow('alert', {
        title: 'Admissions open on 5 January.',
        category: 'Information',
        url: 'javascript:alert(1)',
        status: 'published',
      }),
      contentRow('alert', { title: 'Buses run late today.', category: 'Warning', status: 'published' }),
      contentRow('alert', { title: 'School is closed today.', category: 'Urgent', status: 'published' }),
    ]);
    // Written behind the app: a page drawn now reads them.
    const alerts = alertsIn((await get(site.app, '/our-school')).body);
    expect(alerts.map((alert) => /<strong>(\w+):<\/strong>/.exec(alert)?.[1])).toEqual([
      'Urgent',
      'Warning',
      'Information',
    ]);
    expect(alerts.map((alert) => alert.includes('role="alert"'))).toEqual([true, false, false]);
    expect(alerts.map((alert) => alert.includes('>Close<'))).toEqual([false, false, true]);
    expect(alerts[2]).not.toContain('javascript:');
    expect(alerts[2]).not.toContain('<a ');
  });

  it('leaves every page at its Unpublish at time, the page kept before it', async () => {
    const unpublishAt = Date.now() + 2_500;
    await insertContent(site.database.db, [
      contentRow('alert', {
        title: 'Gone in a moment.',
        category: 'Warning',
        status: 'published',
        unpublish_at: new Date(unpublishAt).toISOString(),
      }),
    ]);
    await vi.waitFor(async () => expect((await keptPage('/mission-vision')).body).toContain('Gone in a moment.'), {
      timeout: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, unpublishAt - Date.now() + 50)));
    expect((await get(site.app, '/mission-vision')).body).not.toContain('Gone in a moment.');
  });

  it('comes before the news in the news feed, the most pressing first, said with its level', async () => {
    await insertContent(site.database.db, [
      contentRow('news', { title: 'Sports day results are out', date: '2030-01-01', status: 'published' }),
      contentRow('alert', { title: 'School is closed today.', category: 'Urgent', status: 'published' }),
      contentRow('alert', { title: 'Buses run late.', category: 'Warning', url: '/holiday-list', status: 'published' }),
    ]);
    const feed = (await get(site.app, '/news/feed.xml')).body;
    const items = feed.split('<item>').slice(1);
    expect(items.map((item) => /<title><!\[CDATA\[(.*?)\]\]><\/title>/.exec(item)?.[1])).toEqual([
      'Urgent: School is closed today.',
      'Warning: Buses run late.',
      'Sports day results are out',
    ]);
    // A feed's links are whole addresses, a More on the site's own pages too.
    expect(items[1]).toMatch(/<link>https?:\/\/[^<]+\/holiday-list<\/link>/);
  });

  it('lets an editor draft an alert but not publish it, and keeps office staff out', async () => {
    const { answer, id } = await draftAlert('editor', { title: 'Buses run late today.', category: 'Warning', url: '' });
    expect(answer.statusCode).toBe(302);
    expect((await press('editor', id!, 'publishNow')).statusCode).toBe(403);
    expect((await alertRows())[0]).toMatchObject({ status: 'draft' });
    expect(alertsIn((await get(site.app, '/FAQ')).body)).toEqual([]);

    expect((await get(site.app, '/admin/alerts', site.cookies.office)).statusCode).toBe(403);
    const office = await draftAlert('office', { title: 'Not mine to say.', category: 'Urgent', url: '' });
    expect(office.answer.statusCode).toBe(403);
    expect(await alertRows()).toHaveLength(1);
  });

  it('refuses a message over 200 characters, a level not offered, or a More that is not a web address, and stores nothing', async () => {
    for (const fields of [
      { title: 'a'.repeat(201), category: 'Urgent', url: '' },
      { title: 'School is closed today.', category: 'Panic', url: '' },
      { title: '', category: 'Urgent', url: '' },
      { title: 'School is closed today.', category: 'Urgent', url: 'javascript:alert(1)' },
    ]) {
      const { answer } = await draftAlert('publisher', fields);
      expect(answer.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
    }
    expect(await alertRows()).toEqual([]);
  });
});
