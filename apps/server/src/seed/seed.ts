/**
 * Seeds the demo school of content/demo: every kind of published content with
 * the pictures and PDFs they link to, the demo transfer certificates and the
 * visitor count. The server seeds an empty database at start-up when `DEMO`
 * is on; `npm run seed` does it by hand (see run-seed.ts). Production code
 * never imports this module: app.ts loads it only when it is to seed.
 *
 * Files are made first and the rows are written in one transaction, so a
 * failure leaves no half-seeded school behind. The transaction holds the
 * seeding lock (seed-lock.ts) and looks again whether the school is empty, so
 * of two processes starting together on an empty database only one seeds.
 */
import pLimit from 'p-limit';
import { visitorCount } from '@school/content/demo/visitor-count';
import { imagePath } from '@school/shared/api-paths';
import type { Db } from '../db/database';
import { contentRepository, type NewContent } from '../modules/content/repository';
import { tcRepository } from '../modules/tc/repository';
import { tcService } from '../modules/tc/service';
import type { FileStore } from '../storage/storage';
import { demoAlbums } from './demo-albums';
import { certificateSvg, demoStudents } from './demo-certificates';
import { demoContent } from './demo-content';
import { demoDisclosure } from './demo-disclosure';
import { demoDocuments } from './demo-documents';
import { demoPages } from './demo-pages';
import { demoCalendar, type DemoCalendar } from './demo-dates';
import { type DemoFile, type DemoItem, renderConcurrency, storeDemoFiles, svgToJpeg } from './demo-files';
import { withSeedLock } from './seed-lock';

/** The one method of a pino or Fastify logger that the seed uses. */
export interface SeedLog {
  info(details: object, message: string): void;
}

export interface SeedOptions {
  db: Db;
  uploads: FileStore;
  /** The private store of transfer certificates. */
  certificates: FileStore;
  schoolCode: string;
  log: SeedLog;
}

export interface SeedSummary {
  items: number;
  files: number;
  certificates: number;
  ms: number;
}

/** Rows per insert statement, well under the bound-parameter limits of SQLite and PostgreSQL. */
const insertBatch = 50;

function toRow(item: DemoItem, paths: Map<DemoFile, string>, schoolCode: string, createdAt: string): NewContent {
  const stored = (files: DemoFile[] = []) => files.map((file) => paths.get(file)!);
  const attachments = stored(item.attachments);
  const firstAttachment = attachments[0];
  return {
    id: item.id,
    school_code: schoolCode,
    kind: item.kind,
    key: item.key ?? null,
    category: item.category ?? '',
    school_tab: item.school_tab ?? '',
    title: item.title ?? '',
    description: item.description ?? '',
    message: item.message ?? '',
    name: item.name ?? '',
    url: item.linkToAttachment && firstAttachment ? imagePath(firstAttachment) : (item.url ?? ''),
    video_url: item.video_url ?? '',
    venue: item.venue ?? '',
    time: item.time ?? '',
    date: item.date ?? '',
    attachments: JSON.stringify(attachments),
    images: JSON.stringify(stored(item.images)),
    created_at: item.created_at ?? createdAt,
  };
}

/** Every content row of the demo school: its content of every kind, its albums, documents, pages and disclosure. */
export function demoItems(calendar: DemoCalendar): DemoItem[] {
  return [
    ...demoContent(calendar),
    ...demoAlbums(calendar),
    ...demoDocuments(),
    ...demoPages(),
    demoDisclosure(calendar),
  ];
}

/** Whether the school has any content or certificates: a school with either is not seeded. */
export async function hasSchoolContent(db: Db, schoolCode: string): Promise<boolean> {
  const [item, certificate] = await Promise.all([
    db.selectFrom('content_items').select('id').where('school_code', '=', schoolCode).limit(1).executeTakeFirst(),
    db.selectFrom('tc_records').select('id').where('school_code', '=', schoolCode).limit(1).executeTakeFirst(),
  ]);
  return item !== undefined || certificate !== undefined;
}

/**
 * Whether staff made or changed any of the school's content or certificates in the console (seeded rows name
 * no one), so a reset would destroy their work.
 */
export async function hasStaffContent(db: Db, schoolCode: string): Promise<boolean> {
  const [item, certificate] = await Promise.all([
    db
      .selectFrom('content_items')
      .select('id')
      .where('school_code', '=', schoolCode)
      .where((eb) => eb.or([eb('created_by', 'is not', null), eb('updated_by', 'is not', null)]))
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('tc_records')
      .select('id')
      .where('school_code', '=', schoolCode)
      .where((eb) => eb.or([eb('created_by', 'is not', null), eb('withdrawn_by', 'is not', null)]))
      .limit(1)
      .executeTakeFirst(),
  ]);
  return item !== undefined || certificate !== undefined;
}

/**
 * Seeds the demo school; `now` fixes "today" for the relative dates. With
 * `ifEmpty` it seeds only a school without content, and answers undefined when
 * it finds some (perhaps just stored by another process); otherwise it adds
 * the demo content to whatever is there.
 */
export async function seedDemoSchool(
  { db, uploads, certificates, schoolCode, log }: SeedOptions,
  { now = new Date(), ifEmpty = false }: { now?: Date; ifEmpty?: boolean } = {},
): Promise<SeedSummary | undefined> {
  const started = performance.now();
  const calendar = demoCalendar(now);
  const items = demoItems(calendar);
  const files = items.flatMap((item) => [...(item.attachments ?? []), ...(item.images ?? [])]);
  const students = demoStudents(calendar);
  const rendering = pLimit(renderConcurrency);

  const [paths, certificateImages] = await Promise.all([
    storeDemoFiles(files, uploads),
    Promise.all(students.map((student) => rendering(() => svgToJpeg(certificateSvg(student), 85)))),
  ]);
  // Each item a millisecond older than the one listed before it: the site lists the newest first, and items that
  // share every other sort key would otherwise fall in the order of their random ids, another at every seed.
  const rows = items.map((item, index) =>
    toRow(item, paths, schoolCode, new Date(now.getTime() - index).toISOString()),
  );

  const seeded = await withSeedLock(db, schoolCode, async (trx) => {
    if (ifEmpty && (await hasSchoolContent(trx, schoolCode))) return false;
    const content = contentRepository(trx);
    for (let start = 0; start < rows.length; start += insertBatch) {
      await content.insert(rows.slice(start, start + insertBatch));
    }
    await trx
      .insertInto('visitor_counts')
      .values({ school_code: schoolCode, count: visitorCount })
      .onConflict((conflict) => conflict.column('school_code').doNothing())
      .execute();
    const tc = tcService(tcRepository(trx), certificates);
    for (const [index, student] of students.entries()) {
      await tc.addCertificate(
        schoolCode,
        { admission: student.admission, name: student.name },
        certificateImages[index]!,
      );
    }
    return true;
  });
  if (!seeded) {
    log.info({ schoolCode }, 'another process seeded the demo school first');
    return undefined;
  }

  const summary = {
    items: rows.length,
    files: files.length,
    certificates: students.length,
    ms: Math.round(performance.now() - started),
  };
  log.info({ schoolCode, ...summary }, 'seeded the demo school');
  return summary;
}

/** Seeds the demo school when it has no content and no certificates yet; true when it did. */
export async function seedIfEmpty(options: SeedOptions, { now }: { now?: Date } = {}): Promise<boolean> {
  if (await hasSchoolContent(options.db, options.schoolCode)) return false;
  return (await seedDemoSchool(options, { now, ifEmpty: true })) !== undefined;
}

/**
 * A demo database seeded before pages' text was stored gets the demo school's pages, unless it has a page already
 * (staff may have written one since): without them every page but the home page would answer 404. True when it did.
 */
export async function seedDemoPagesIfNone({ db, schoolCode, log }: Pick<SeedOptions, 'db' | 'schoolCode' | 'log'>) {
  const createdAt = new Date().toISOString();
  const rows = demoPages().map((item) => toRow(item, new Map(), schoolCode, createdAt));
  const seeded = await withSeedLock(db, schoolCode, async (trx) => {
    const page = await trx
      .selectFrom('content_items')
      .select('id')
      .where('school_code', '=', schoolCode)
      .where('kind', '=', 'page')
      .limit(1)
      .executeTakeFirst();
    if (page) return false;
    await contentRepository(trx).insert(rows);
    return true;
  });
  if (seeded) log.info({ schoolCode, pages: rows.length }, "stored the demo school's pages");
  return seeded;
}

/**
 * A demo page that staff never changed (it has no revision and no draft) is kept as this version of the demo school
 * writes it. A demo database seeded by an earlier version may hold a page in a form the site reads no more (a table,
 * a list or the FAQ named by an id); without this it would answer 404 until the school was seeded again. A page
 * staff edited, saved or restored has revisions and is never touched. Returns how many pages it brought up to date.
 */
export async function refreshUntouchedDemoPages({
  db,
  schoolCode,
  log,
}: Pick<SeedOptions, 'db' | 'schoolCode' | 'log'>) {
  const demoTexts = new Map(demoPages().map((page) => [page.key, page.message]));
  const untouched = await db
    .selectFrom('content_items')
    .select(['id', 'key', 'message'])
    .where('school_code', '=', schoolCode)
    .where('kind', '=', 'page')
    .where('draft', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('content_revisions').select('id').whereRef('item_id', '=', 'content_items.id'))),
    )
    .execute();
  const outdated = untouched.filter((row) => {
    const text = row.key === null ? undefined : demoTexts.get(row.key);
    return text !== undefined && text !== row.message;
  });
  for (const row of outdated) {
    await db
      .updateTable('content_items')
      .set({ message: demoTexts.get(row.key!)! })
      .where('id', '=', row.id)
      .where('message', '=', row.message)
      .execute();
  }
  if (outdated.length > 0) {
    log.info(
      { schoolCode, pages: outdated.map((row) => row.key) },
      "brought the demo school's untouched pages up to date",
    );
  }
  return outdated.length;
}

/**
 * Deletes a school's content (with its revisions), visitor count, certificates
 * and their grants. The school row stays, and with it the contact messages
 * people sent.
 */
export async function removeSchoolContent(db: Db, schoolCode: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const records = trx.selectFrom('tc_records').select('id').where('school_code', '=', schoolCode);
    await trx.deleteFrom('tc_grants').where('tc_record_id', 'in', records).execute();
    await trx.deleteFrom('tc_records').where('school_code', '=', schoolCode).execute();
    await trx.deleteFrom('content_items').where('school_code', '=', schoolCode).execute();
    await trx.deleteFrom('visitor_counts').where('school_code', '=', schoolCode).execute();
  });
}
