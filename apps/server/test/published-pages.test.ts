/**
 * The school's pages as every render reads them (the content service's `readPages`): only the published copy of each
 * page the school has on the site now, by site-map id, kept until a change of kind `page` drops it. On SQLite, and
 * PostgreSQL when set.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PagesOnSite } from '@school/shared/live-source';
import { changeFeed, type ChangeFeed } from '../src/modules/content/change-feed';
import { contentRepository } from '../src/modules/content/repository';
import { contentService, type ContentService } from '../src/modules/content/service';
import { schoolsRepository } from '../src/modules/schools/repository';
import { schoolsService } from '../src/modules/schools/service';
import { contentRow, insertContent, openTestSchools, otherSchoolCode, schoolCode } from './support/fixtures';
import { databaseKinds, type TestDatabase } from './support/test-database';

const now = new Date('2026-11-20T06:00:00.000Z');
const hoursFrom = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

const page = (key: string, fields = {}) =>
  contentRow('page', {
    key,
    title: `Title of ${key}`,
    description: `The ${key} page.`,
    message: `Text of ${key}.`,
    status: 'published',
    created_at: hoursFrom(-48),
    ...fields,
  });

describe.each(databaseKinds)("the school's published pages, on %s", (kind) => {
  let database: TestDatabase;
  let feed: ChangeFeed;
  let content: ContentService;

  const readPages = async () => JSON.parse((await content.readPages(schoolCode)).value) as PagesOnSite;
  const setText = (key: string, message: string) =>
    database.db.updateTable('content_items').set({ message }).where('key', '=', key).execute();

  beforeAll(async () => {
    database = await openTestSchools(kind);
  });

  afterAll(async () => {
    await feed?.close();
    await database?.close();
  });

  beforeEach(async () => {
    await database.db.deleteFrom('content_items').execute();
    await feed?.close();
    content = contentService(contentRepository(database.db), schoolsService(schoolsRepository(database.db)), {
      cacheMs: 60_000,
      now: () => now,
    });
    feed = changeFeed({ databaseUrl: database.url, warn: () => undefined });
    feed.subscribe(content.forget);
  });

  it('answers the published copy of each page on the site, by site-map id, and nothing else', async () => {
    await insertContent(database.db, [
      page('faq', { updated_at: hoursFrom(-2), draft: JSON.stringify({ message: 'An edit not yet published.' }) }),
      page('our-school', { publish_at: hoursFrom(-5) }),
      page('admission-process', { status: 'draft' }),
      page('courses-offered', { status: 'review' }),
      page('fee-structure', { status: 'unpublished' }),
      page('rules', { unpublish_at: hoursFrom(-1) }),
      page('transport', { deleted_at: hoursFrom(-1) }),
      page('uniform', { status: 'scheduled', publish_at: hoursFrom(3) }),
      page('contact-us', { school_code: otherSchoolCode }),
    ]);

    expect(await readPages()).toEqual({
      faq: {
        title: 'Title of faq',
        description: 'The faq page.',
        text: 'Text of faq.',
        updatedAt: hoursFrom(-2),
      },
      // Never changed since: when it was published.
      'our-school': {
        title: 'Title of our-school',
        description: 'The our-school page.',
        text: 'Text of our-school.',
        updatedAt: hoursFrom(-5),
      },
    });
  });

  it('holds only until the next scheduled page comes on the site', async () => {
    await insertContent(database.db, [page('uniform', { status: 'scheduled', publish_at: hoursFrom(3) })]);
    const read = await content.readPages(schoolCode);
    expect(JSON.parse(read.value)).toEqual({});
    expect(read.nextChange).toBe(Date.parse(hoursFrom(3)));
  });

  it('keeps its read until a change of kind page, in this school, drops it', async () => {
    await insertContent(database.db, [page('faq')]);
    expect((await readPages()).faq?.text).toBe('Text of faq.');

    await setText('faq', 'New text of faq.');
    feed.changed({ schoolCode, kinds: ['document'] });
    feed.changed({ schoolCode: otherSchoolCode, kinds: ['page'] });
    expect((await readPages()).faq?.text).toBe('Text of faq.');

    feed.changed({ schoolCode, kinds: ['page'] });
    expect((await readPages()).faq?.text).toBe('New text of faq.');
  });

  it('answers pages only, and the documents read answers documents only, under the same key', async () => {
    await insertContent(database.db, [
      page('faq'),
      contentRow('document', {
        key: 'faq',
        title: 'FAQ as a PDF',
        status: 'published',
        attachments: JSON.stringify(['ab/faq.pdf']),
      }),
    ]);
    expect(Object.values(await readPages()).map((entry) => entry.title)).toEqual(['Title of faq']);
    const documents = JSON.parse((await content.readDocuments(schoolCode)).value) as Record<string, { title: string }>;
    expect(Object.values(documents).map((entry) => entry.title)).toEqual(['FAQ as a PDF']);
  });
});
