/**
 * `POST /admin/school-logo` on SQLite and PostgreSQL: an admin's SVG or PNG is checked, stored under a
 * content-hashed name and set in the profile with its audit entry; every other role, a signed-out visitor and
 * another site are refused before anything is read; a refused file (not a logo by its content, too large, unsafe,
 * a stale version) changes nothing and leaves nothing stored. A browser's own form post is sent back to Settings.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consoleMessages } from '@school/shared/console-messages';
import { logoLimits, logoMessages, logoUploadRoute, schoolLogoSchema } from '@school/shared/school-logo';
import { schoolProfileSchema } from '@school/shared/school-profile';
import type { StaffRole } from '@school/shared/staff-permissions';
import { dataFolders, type Config } from '../src/config';
import { schoolCode, storeSchoolProfile } from './support/fixtures';
import { multipartBody, postBody, postMultipart, streamedBody, type Part } from './support/multipart';
import { plainJpeg } from './support/phone-photo';
import { auditRows } from './support/staff-fixtures';
import { signedInApiApp, type RoleMap } from './support/staff-sessions';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60" fill="#7a1f2b"/>' +
  '<text x="60" y="38" text-anchor="middle" fill="#fff">SMS</text></svg>';

const logoParts = (data: Buffer | string, { filename = 'logo.svg', version = '1' } = {}): Part[] => [
  { field: 'version', data: version },
  { field: 'logo', filename, type: filename.endsWith('.png') ? 'image/png' : 'image/svg+xml', data },
];

describe.each(databaseKinds)('the school logo upload on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookies: RoleMap;
  let config: Config;

  const send = (parts: Part[], cookie?: string, headers: Record<string, string> = {}) =>
    postMultipart(app, logoUploadRoute, parts, { cookie, headers });

  const storedProfile = async () => {
    const row = await database.db
      .selectFrom('school_profiles')
      .selectAll()
      .where('school_code', '=', schoolCode)
      .executeTakeFirstOrThrow();
    return { version: row.version, profile: schoolProfileSchema.parse(JSON.parse(row.profile)) };
  };
  const logoFiles = () => {
    const folder = path.join(dataFolders(config).uploads, 'logos');
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const tempFiles = () => {
    const folder = dataFolders(config).uploadTemp;
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  /** As it was: the profile at version 1 with no logo, no logo file, no temporary file, no audit entry. */
  async function expectNothingChanged() {
    const { version, profile } = await storedProfile();
    expect(version).toBe(1);
    expect(profile.logo).toBeUndefined();
    expect(logoFiles()).toEqual([]);
    expect(tempFiles()).toEqual([]);
    expect(await auditRows(database.db)).toEqual([]);
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ app, cookies, config } = await signedInApiApp(database));
  });

  beforeEach(async () => {
    await database.db.deleteFrom('school_profiles').execute();
    await database.db.deleteFrom('audit_log').execute();
    await storeSchoolProfile(database.db, schoolCode);
    rmSync(path.join(dataFolders(config).uploads, 'logos'), { recursive: true, force: true });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("stores an admin's SVG under a content-hashed name, sets it in the profile, and writes the audit entry", async () => {
    const answer = await send(logoParts(svg), cookies.admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { logo, version } = answer.json<{ logo: unknown; version: number }>();
    expect(version).toBe(2);
    const parsed = schoolLogoSchema.parse(logo);
    expect(parsed).toMatchObject({ type: 'image/svg+xml', width: 120, height: 60 });
    expect(parsed.path).toMatch(/^logos\/logo-test\.[0-9a-f]{8,}\.svg$/);
    // Small: it goes into every page as it is.
    expect(parsed.inline).toBe(`data:image/svg+xml,${encodeURIComponent(svg)}`);

    const stored = await storedProfile();
    expect(stored).toMatchObject({ version: 2, profile: { logo: parsed, name: 'Harmony Valley Public School' } });
    expect(logoFiles()).toEqual([path.basename(parsed.path)]);
    expect(readFileSync(path.join(dataFolders(config).uploads, parsed.path), 'utf8')).toBe(svg);
    expect(tempFiles()).toEqual([]);
    expect(await auditRows(database.db)).toMatchObject([
      { action: 'saveLogo', kind: 'profile', user_name: 'The admin', school_code: schoolCode },
    ]);

    // Public, under its content-hashed name: kept for a year, and an SVG opened on its own runs nothing.
    const served = await app.inject({ method: 'GET', url: `/api/image/${parsed.path}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('stores a PNG encoded again, and removes the logo it replaces', async () => {
    expect((await send(logoParts(svg), cookies.admin)).statusCode).toBe(200);
    const [first] = logoFiles();
    const png = await sharp({ create: { width: 900, height: 300, channels: 4, background: '#1d3c6e' } })
      .png()
      .toBuffer();
    const answer = await send(logoParts(png, { filename: 'crest.png', version: '2' }), cookies.admin);
    expect(answer.statusCode, answer.body).toBe(200);
    const { logo } = answer.json<{ logo: { path: string; width: number; height: number; type: string } }>();
    expect(logo).toMatchObject({ type: 'image/png', width: 512, height: 171 });
    expect(logoFiles()).toEqual([path.basename(logo.path)]);
    expect(logoFiles()).not.toContain(first);
    expect((await storedProfile()).profile.logo?.path).toBe(logo.path);
  });

  it.each<StaffRole>(['publisher', 'editor', 'office'])('refuses the %s with 403, changing nothing', async (role) => {
    const answer = await send(logoParts(svg), cookies[role]);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.message).toBe(consoleMessages.notAllowed);
    await expectNothingChanged();
  });

  it('refuses a signed-out visitor with 401 and another site with 403, changing nothing', async () => {
    const signedOut = await send(logoParts(svg));
    expect(signedOut.statusCode).toBe(401);
    const otherSite = await send(logoParts(svg), cookies.admin, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(otherSite.statusCode).toBe(403);
    expect(otherSite.json().error.message).toBe(consoleMessages.otherSite);
    await expectNothingChanged();
  });

  it('refuses a JPEG renamed .svg with 415, by its content', async () => {
    const answer = await send(logoParts(await plainJpeg('#336699', 64, 64), { filename: 'logo.svg' }), cookies.admin);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().error.message).toBe(logoMessages.notALogo);
    await expectNothingChanged();
  });

  it('refuses an SVG with a script, saying why', async () => {
    const answer = await send(logoParts(svg.replace('</svg>', '<script>alert(1)</script></svg>')), cookies.admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe(logoMessages.svgScript);
    await expectNothingChanged();
  });

  it('refuses a file over the limit with 413, whether its length is declared or it comes in chunks', async () => {
    const tooLarge = Buffer.alloc(logoLimits.bytes + 1, ' ');
    const declared = await send(logoParts(tooLarge), cookies.admin);
    expect(declared.statusCode).toBe(413);
    expect(declared.json().error.message).toBe(logoMessages.tooLarge);
    const chunked = await postBody(
      app,
      logoUploadRoute,
      streamedBody([
        { field: 'version', data: '1' },
        { field: 'logo', filename: 'big.svg', zeros: logoLimits.bytes + 1024 },
      ]),
      { cookie: cookies.admin },
    );
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json().error.message).toBe(logoMessages.tooLarge);
    await expectNothingChanged();
  });

  it("refuses a logo sent from a form opened before a colleague's save with 409, keeping nothing", async () => {
    const answer = await send(logoParts(svg, { version: '0' }), cookies.admin);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toBe(consoleMessages.profileConflict);
    await expectNothingChanged();
  });

  it('refuses a request with no file, or two', async () => {
    const none = await send([{ field: 'version', data: '1' }], cookies.admin);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(logoMessages.noFile);
    const two = await send([...logoParts(svg), { field: 'logo', filename: 'again.svg', data: svg }], cookies.admin);
    expect(two.statusCode).toBe(413);
    expect(two.json().error.message).toBe(logoMessages.oneFile);
    await expectNothingChanged();
  });

  it("sends a browser's form post back to Settings: done, or the reason it was refused", async () => {
    const page = { accept: 'text/html,application/xhtml+xml' };
    const refused = await postBody(app, logoUploadRoute, multipartBody(logoParts(await plainJpeg('#336699', 8, 8))), {
      cookie: cookies.admin,
      headers: page,
    });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/admin/settings?logo=notALogo#school-logo');
    await expectNothingChanged();

    const saved = await postBody(app, logoUploadRoute, multipartBody(logoParts(svg)), {
      cookie: cookies.admin,
      headers: page,
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/admin/settings?done=logo');
    expect((await storedProfile()).profile.logo?.type).toBe('image/svg+xml');
  });
});
