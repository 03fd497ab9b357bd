/** One build serves any school: every page carries the code of the school it is for, which the browser's API calls use. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { storeSchoolWebsiteAt } from './support/fixtures';
import { readConfig } from '../src/config';
import { requireBuilds, webBuildDir } from './support/builds';
let app: FastifyInstance;

beforeAll(async () => {
  requireBuilds(webBuildDir);
  const config = readConfig({
    WEB_BUILD_DIR: webBuildDir,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'school-code-')),
    SCHOOL_CODE: 'riverside',
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ config, seedDemo: false });
  await storeSchoolWebsiteAt(config.DATABASE_URL, config.SCHOOL_CODE);
});

afterAll(() => app.close());

describe('the school code in pages', () => {
  it.each(['/FAQ', '/contact-us', '/', '/no-such-page'])('%s carries the configured code', async (url) => {
    const response = await app.inject({ url });
    expect(response.body).toContain('<meta name="school-code" content="riverside"/>');
    expect(response.body).not.toContain('<meta name="school-code" content="hvps"/>');
  });

  it('is in the page when it is compressed too', async () => {
    const response = await app.inject({ url: '/tc-issued', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('content="riverside"');
  });

  it('leaves API answers alone', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});
