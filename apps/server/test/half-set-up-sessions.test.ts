/**
 * A session whose account must first be set up (a new password chosen, or the two-factor sign-in its school
 * requires turned on) reaches no staff data by any route: a certificate scan, an upload, a draft's preview, a
 * file only staff may see, and the console's own resource routes (the inbox export). The routes beside the console
 * answer 403 with what to do first, the preview and the staff-only file answer what the public gets, the console
 * sends the session to its set-up page, and nothing changes. The same requests from staff whose account is set
 * up still work. On SQLite, and PostgreSQL when set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, imagePath } from '@school/shared/api-paths';
import { certificateScanPath, certificateUploadRoutes } from '@school/shared/certificates';
import { consoleMessages } from '@school/shared/console-messages';
import type { ConsoleSource } from '@school/shared/console-source';
import { consoleUploadPath } from '@school/shared/console-kinds';
import type { Config } from '../src/config';
import { staffRepository } from '../src/modules/staff/repository';
import { staffAccounts } from '../src/modules/staff/staff-accounts';
import { accountSetUpOnly } from '../src/web/console';
import { plainScan } from './support/certificate-app';
import { createNews, get, post, type Answer } from './support/console-requests';
import { schoolCode } from './support/fixtures';
import { postMultipart, type Part } from './support/multipart';
import { serviceSessions, type RoleMap } from './support/staff-sessions';
import { buildSiteWithStaff } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const draftTitle = 'Sports day moved, a draft only staff see';

/** A small, well-formed PDF; `tag` makes each one's bytes different. */
const pdf = (tag: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${tag}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

/** The office and editor accounts again, made as an admin makes them: signed in with their one-time password. */
async function oneTimePasswordSessions(database: TestDatabase, config: Config) {
  const staff = await staffAccounts(database.db, config);
  const cookies: Partial<RoleMap> = {};
  for (const role of ['office', 'editor'] as const) {
    const made = await staff.createAccount(
      { name: `New ${role}`, email: `new-${role}@school.test`, role, schoolCode },
      { id: null, name: 'test' },
    );
    if (!made.ok) throw new Error(made.message);
    const signedIn = await staff.signIn(
      { email: made.value.account.email, password: made.value.password },
      { headers: new Headers(), address: '127.0.0.1', requestId: 'test' },
    );
    if (!signedIn.ok) throw new Error(signedIn.message);
    cookies[role] = signedIn.value.headers.get('set-cookie')!.split(';')[0]!;
  }
  return cookies as Pick<RoleMap, 'office' | 'editor'>;
}

const refusalMessage = (answer: Answer) => answer.json<{ error: { message: string } }>().error.message;

describe.each(databaseKinds)('sessions that must set up their account first, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  /** Accounts that are set up. */
  let working: RoleMap;
  /** Accounts that must choose a new password. */
  let oneTimePassword: Pick<RoleMap, 'office' | 'editor'>;
  let certificateId: string;
  let draftId: string;
  let draftFile: string;

  const count = async (table: 'audit_log' | 'files' | 'file_uses') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const requireTwoFactor = (required: boolean) =>
    staffRepository(database.db).setRequiresTwoFactor(schoolCode, required);

  const openScan = (cookie: string) => get(app, certificateScanPath(certificateId), cookie);
  const upload = (cookie: string, parts: Part[]) =>
    postMultipart(app, consoleUploadPath('news', draftId), parts, { cookie });
  const askPreview = (cookie: string) => get(app, `/admin/preview/news/${draftId}`, cookie);
  const previewPage = () => `/news?${new URLSearchParams({ preview: `news~${draftId}` })}`;
  const openFile = (cookie: string) => get(app, imagePath(draftFile), cookie);
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const exportInbox = (cookie: string) => get(app, `/admin/inbox/export?from=${today()}&to=${today()}`, cookie);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const built = await buildSiteWithStaff(database);
    app = built.app;
    const { config } = built;
    working = await serviceSessions(database.db, config);
    oneTimePassword = await oneTimePasswordSessions(database, config);

    const added = await postMultipart(
      app,
      certificateUploadRoutes.add,
      [
        { field: 'admission', data: 'HV/10283' },
        { field: 'name', data: 'Ananya Reddy' },
        { field: 'dateOfIssue', data: '19/05/2026' },
        { field: 'scan', filename: 'tc.jpg', type: 'image/jpeg', data: await plainScan() },
      ],
      { cookie: working.office },
    );
    expect(added.statusCode, added.body).toBe(201);
    certificateId = added.json<{ id: string }>().id;

    draftId = await createNews(app, working.editor, draftTitle);
    const uploaded = await upload(working.editor, [{ filename: 'route.pdf', type: 'application/pdf', data: pdf('a') }]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    draftFile = uploaded.json<{ files: { path: string }[] }>().files[0]!.path;

    const sent = await app.inject({
      method: 'POST',
      url: apiPath('form', { schoolcode: schoolCode, formType: 'contact' }),
      payload: {
        name: 'Farida Khan',
        email: 'farida.khan@example.org',
        phone: '9811122233',
        profession: 'Parent',
        message: 'Is there a waiting list for Grade 3?',
        tag: 'dif',
      },
    });
    expect(sent.statusCode).toBe(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe.each([
    {
      state: 'must choose a new password',
      message: consoleMessages.choosePasswordFirst,
      cookie: (role: 'office' | 'editor') => oneTimePassword[role],
      twoFactorRequired: false,
      setUpPage: '/admin/new-password',
    },
    {
      state: 'must set up the two-factor sign-in its school requires',
      message: consoleMessages.setUpTwoFactorFirst,
      cookie: (role: 'office' | 'editor') => working[role],
      twoFactorRequired: true,
      setUpPage: '/admin/account',
    },
  ])('a session that $state', ({ message, cookie, twoFactorRequired, setUpPage }) => {
    beforeAll(() => requireTwoFactor(twoFactorRequired));
    afterAll(() => requireTwoFactor(false));

    it('is refused a certificate scan with 403 and what to do first, and nothing is audited', async () => {
      const audited = await count('audit_log');
      const answer = await openScan(cookie('office'));
      expect(answer.statusCode).toBe(403);
      expect(refusalMessage(answer)).toBe(message);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(await count('audit_log')).toBe(audited);
    });

    it('is refused an upload with 403 and what to do first, and nothing is stored', async () => {
      const before = await Promise.all([count('files'), count('file_uses'), count('audit_log')]);
      const answer = await upload(cookie('editor'), [
        { filename: 'other.pdf', type: 'application/pdf', data: pdf('b') },
      ]);
      expect(answer.statusCode).toBe(403);
      expect(refusalMessage(answer)).toBe(message);
      expect(await Promise.all([count('files'), count('file_uses'), count('audit_log')])).toEqual(before);
    });

    it('is refused a preview with 403 and what to do first, and its page shows what the public sees', async () => {
      const asked = await askPreview(cookie('editor'));
      expect(asked.statusCode).toBe(403);
      expect(refusalMessage(asked)).toBe(message);
      const page = await get(app, previewPage(), cookie('editor'));
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(draftTitle);
      expect(page.body).not.toContain('Preview.');
    });

    it('is not served a file only staff may see: 404, as anyone else', async () => {
      const answer = await openFile(cookie('editor'));
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('is sent to its set-up page, not given the inbox export, and nothing is audited', async () => {
      const audited = await count('audit_log');
      const answer = await exportInbox(cookie('office'));
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe(setUpPage);
      expect(answer.headers['content-type'] ?? '').not.toContain('text/csv');
      expect(answer.body).not.toContain('Farida Khan');
      expect(await count('audit_log')).toBe(audited);
    });

    it('still opens its set-up page', async () => {
      for (const role of ['office', 'editor'] as const) {
        expect((await get(app, setUpPage, cookie(role))).statusCode, role).toBe(200);
      }
    });
  });

  describe('a session whose account is set up', () => {
    it('opens a certificate scan', async () => {
      const answer = await openScan(working.office);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
    });

    it('uploads a file', async () => {
      const answer = await upload(working.editor, [{ filename: 'more.pdf', type: 'application/pdf', data: pdf('c') }]);
      expect(answer.statusCode, answer.body).toBe(200);
    });

    it('previews the draft on its page', async () => {
      const asked = await askPreview(working.editor);
      expect(asked.statusCode).toBe(302);
      expect(asked.headers.location).toBe(previewPage());
      const page = await get(app, previewPage(), working.editor);
      expect(page.body).toContain(draftTitle);
    });

    it('is served a file only staff may see', async () => {
      expect((await openFile(working.editor)).statusCode).toBe(200);
    });

    it('exports the inbox', async () => {
      const answer = await exportInbox(working.office);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.body).toContain('Farida Khan');
    });
  });

  it('lets a session that chose its new password go on to the staff data, in the same session', async () => {
    const cookie = oneTimePassword.office;
    const chosen = await post(
      app,
      '/admin/new-password',
      { newPassword: 'a-password-only-i-know', confirmPassword: 'a-password-only-i-know' },
      cookie,
    );
    expect(chosen.statusCode).toBe(302);
    expect((await openScan(cookie)).statusCode).toBe(200);
    expect((await exportInbox(cookie)).statusCode).toBe(200);
  });
});

describe('the console of a session that must set up its account first', () => {
  const message = consoleMessages.choosePasswordFirst;
  const changed = { ok: true as const, value: { headers: new Headers() } };

  it('keeps the set-up calls and refuses every other with what to do first, calling nothing behind them', async () => {
    const full = {
      staff: { name: 'New office' },
      timeZone: 'Asia/Kolkata',
      changePassword: vi.fn(async () => changed),
      exportMessages: vi.fn(),
      staffAccounts: vi.fn(),
      dashboard: vi.fn(),
    };
    const source = accountSetUpOnly(full as unknown as ConsoleSource, message);

    expect(source.staff).toBe(full.staff);
    expect(source.timeZone).toBe('Asia/Kolkata');
    expect(await source.changePassword({})).toBe(changed);
    expect(await source.exportMessages({ from: '', to: '' })).toEqual({ ok: false, status: 403, message });
    expect(await source.staffAccounts()).toEqual({ ok: false, status: 403, message });
    const thrown = await source.dashboard().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(403);
    expect(await (thrown as Response).text()).toBe(message);
    for (const call of [full.exportMessages, full.staffAccounts, full.dashboard]) expect(call).not.toHaveBeenCalled();
  });
});
