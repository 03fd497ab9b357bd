/**
 * Seeds the demo school: its row, every kind of published content with the
 * pictures and PDFs they link to, the demo transfer certificates and the
 * visitor count. The server seeds on its first start with an empty database;
 * `npm run seed -- --reset` rebuilds the demo data (see run-seed.ts).
 *
 * Files are made first and the rows are written in one transaction, so a
 * failure leaves no half-seeded school behind.
 */
import { school } from '@school/content/school';
import { imagePath } from '@school/shared/api-paths';
import type { Db } from '../db/database';
import { contentRepository, type NewContent } from '../modules/content/repository';
import { tcRepository } from '../modules/tc/repository';
import { tcService } from '../modules/tc/service';
import type { FileStore } from '../storage/storage';
import { demoAlbums } from './demo-albums';
import { certificateSvg, demoStudents } from './demo-certificates';
import { demoContent } from './demo-content';
import { demoCalendar } from './demo-dates';
import { type DemoFile, type DemoItem, mapBounded, renderConcurrency, storeDemoFiles, svgToJpeg } from './demo-files';

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

/** Where the visitor counter starts: a school site that has been up for a while. */
export const demoVisitorCount = 12873;

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

/** Seeds the demo school, whatever is already there; `now` fixes "today" for the relative dates. */
export async function seedDemoSchool(
  { db, uploads, certificates, schoolCode, log }: SeedOptions,
  { now = new Date() }: { now?: Date } = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const calendar = demoCalendar(now);
  const items = [...demoContent(calendar), ...demoAlbums(calendar)];
  const files = items.flatMap((item) => [...(item.attachments ?? []), ...(item.images ?? [])]);
  const students = demoStudents(calendar);

  const [paths, certificateImages] = await Promise.all([
    storeDemoFiles(files, uploads),
    mapBounded(students, renderConcurrency, (student) => svgToJpeg(certificateSvg(student), 85)),
  ]);
  const createdAt = now.toISOString();
  const rows = items.map((item) => toRow(item, paths, schoolCode, createdAt));

  await db.transaction().execute(async (trx) => {
    // The row may survive a reset (it keeps the school's contact messages).
    await trx
      .insertInto('schools')
      .values({ code: schoolCode, name: school.name, created_at: createdAt })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    const content = contentRepository(trx);
    for (let start = 0; start < rows.length; start += insertBatch) {
      await content.insert(rows.slice(start, start + insertBatch));
    }
    await trx
      .insertInto('visitor_counts')
      .values({ school_code: schoolCode, count: demoVisitorCount })
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
  });

  const summary = {
    items: rows.length,
    files: files.length,
    certificates: students.length,
    ms: Math.round(performance.now() - started),
  };
  log.info({ schoolCode, ...summary }, 'seeded the demo school');
  return summary;
}

/** Seeds the demo school when the database has no school yet; true when it did. */
export async function seedIfEmpty(options: SeedOptions, clock: { now?: Date } = {}): Promise<boolean> {
  const anySchool = await options.db.selectFrom('schools').select('code').limit(1).executeTakeFirst();
  if (anySchool) return false;
  await seedDemoSchool(options, clock);
  return true;
}

/**
 * Deletes a school's seeded rows: content, visitor count, certificates and their
 * grants. The school row stays, and with it the contact messages people sent.
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
