/**
 * The check of a disclosure as the Disclosure screen sends it (as JSON, in the item's `message`) and as it is read
 * back: every figure by its kind, the certificates' dates, the results and the teachers. The console's form checks
 * it as staff type, and the server again on every save; a message names the row in the words of the page.
 */
import { z } from 'zod';
import {
  certificateRows,
  disclosureSections,
  figureIds,
  resultClasses,
  yesNo,
  type Disclosure,
  type FigureId,
  type FigureInput,
  type ResultClass,
} from './disclosure';
import { utcDay } from './date-format';
import { isYouTubePlayer, toEmbedUrl } from './video-embed';

/** At most this many rows in a results table (a school's years since affiliation) and teachers in the list. */
export const disclosureLimits = { resultRows: 30, teachers: 400, text: 300 } as const;

const figureRows = new Map(
  disclosureSections.flatMap((section) =>
    section.rows.flatMap((row) => ('figure' in row ? [[row.figure, row] as const] : [])),
  ),
);

/** A YouTube address as the video gallery reads one (video-embed.ts), over https. */
const isYouTubeVideo = (value: string) => value.startsWith('https://') && isYouTubePlayer(toEmbedUrl(value));

function figureRule(input: FigureInput, label: string): z.ZodType<string> {
  const words = z
    .string()
    .trim()
    .max(disclosureLimits.text, `${label}: keep it to ${disclosureLimits.text} characters.`);
  switch (input) {
    case 'count':
      return words.refine((value) => value === '' || /^\d{1,6}$/.test(value), `${label}: enter a whole number.`);
    case 'area':
      return words.refine(
        (value) => value === '' || /^\d{1,9}(?:\.\d{1,2})?$/.test(value),
        `${label}: enter the area in square metres, such as 12140.`,
      );
    case 'yesNo':
      return words.refine(
        (value) => value === '' || (yesNo as readonly string[]).includes(value),
        `${label}: choose Yes or No.`,
      );
    case 'video':
      return words.refine(
        (value) => value === '' || isYouTubeVideo(value),
        `${label}: enter a YouTube address, such as https://www.youtube.com/watch?v=...`,
      );
    default:
      return words;
  }
}

const figuresSchema = z
  .object(
    Object.fromEntries(
      figureIds.map((id) => {
        const row = figureRows.get(id)!;
        return [id, figureRule(row.input, row.label).optional()];
      }),
    ) as Record<FigureId, z.ZodOptional<z.ZodType<string>>>,
  )
  .transform((figures) => {
    // An emptied figure is left out, as one never typed.
    const kept: Partial<Record<FigureId, string>> = {};
    for (const id of figureIds) if (figures[id]) kept[id] = figures[id];
    return kept;
  });

const certificateKeys = new Set(certificateRows.map((row) => row.key));

const validUntilSchema = z
  .record(z.string(), z.string().trim())
  .superRefine((dates, context) => {
    for (const [key, day] of Object.entries(dates)) {
      const label = certificateRows.find((row) => row.key === key)?.label;
      if (!label) context.addIssue({ code: 'custom', message: `There is no certificate “${key.slice(0, 60)}”.` });
      else if (day !== '' && !utcDay(day)) {
        context.addIssue({ code: 'custom', message: `${label}: the date it is valid until must be a date.` });
      }
    }
  })
  .transform((dates) =>
    Object.fromEntries(Object.entries(dates).filter(([key, day]) => certificateKeys.has(key) && day)),
  );

/**
 * A whole number as typed (digits only) or as stored: never an empty box read as 0, nor `1e3` or `0x10` read as
 * what JavaScript makes of them.
 */
const digitsOf = (max: number, message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!/^\d{1,7}$/.test(text) || Number(text) > max) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(text);
  });

function resultRowsSchema(label: string) {
  return (
    z
      .array(
        z.object({
          year: digitsOf(2200, `${label}: enter each year, such as 2026.`).refine(
            (year) => year >= 1950,
            `${label}: enter each year, such as 2026.`,
          ),
          registered: digitsOf(1_000_000, `${label}: enter the number of registered students as a whole number.`),
          passed: digitsOf(1_000_000, `${label}: enter the number of students passed as a whole number.`),
          remarks: z.string().trim().max(200, `${label}: keep each remark to 200 characters.`).default(''),
        }),
      )
      .max(disclosureLimits.resultRows, `${label}: at most ${disclosureLimits.resultRows} years.`)
      .superRefine((rows, context) => {
        const years = new Set<number>();
        for (const row of rows) {
          if (row.passed > row.registered) {
            context.addIssue({
              code: 'custom',
              message: `${label}, ${row.year}: more students passed than were registered.`,
            });
          }
          if (years.has(row.year))
            context.addIssue({ code: 'custom', message: `${label}: ${row.year} is there twice.` });
          years.add(row.year);
        }
      })
      // The newest year first, as the Board's format lists them.
      .transform((rows) => [...rows].sort((a, b) => b.year - a.year))
  );
}

const resultsLabel = (id: ResultClass) => `${resultClasses.find((entry) => entry.id === id)!.label} results`;

const teacherText = (what: string, max: number, required: boolean) => {
  const rule = z.string().trim().max(max, `List of teachers: keep each ${what} to ${max} characters.`);
  return required ? rule.min(1, `List of teachers: enter each teacher’s ${what}.`) : rule.default('');
};

const teachersSchema = z
  .array(
    z.object({
      name: teacherText('name', 120, true),
      designation: teacherText('designation', 80, true),
      qualifications: teacherText('qualifications', 200, false),
    }),
  )
  .max(disclosureLimits.teachers, `List of teachers: at most ${disclosureLimits.teachers} teachers.`);

/** A disclosure's own parts, checked; the dates of its rows are the server's (`dateChanges`), so they are read as given. */
export const disclosureSchema: z.ZodType<Disclosure, unknown> = z.object({
  figures: figuresSchema.prefault({}),
  validUntil: validUntilSchema.prefault({}),
  results: z
    .object({
      x: resultRowsSchema(resultsLabel('x')).prefault([]),
      xii: resultRowsSchema(resultsLabel('xii')).prefault([]),
    })
    .prefault({}),
  teachers: teachersSchema.prefault([]),
  updated: z.record(z.string().max(80), z.string().max(30)).prefault({}),
});

/** A disclosure from its JSON text: the disclosure, or the first thing wrong with it in words. */
export function readDisclosure(json: string): { ok: true; disclosure: Disclosure } | { ok: false; problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, problem: 'The disclosure could not be read. Reload the page and try again.' };
  }
  const parsed = disclosureSchema.safeParse(value);
  return parsed.success
    ? { ok: true, disclosure: parsed.data }
    : { ok: false, problem: parsed.error.issues[0]?.message ?? 'The disclosure could not be read.' };
}
