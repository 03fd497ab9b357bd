/**
 * Transfer certificates in the staff console: office staff and
 * admins add one certificate, import many from a CSV file with their scans,
 * replace a scan or withdraw a certificate. The words staff read, the rules of
 * the forms and of a CSV row, and where the uploads go live here once, for the
 * console's screens and the server's checks alike. The public look-up by
 * admission number and name (forms.ts) stays the only way in for visitors.
 */
import { z } from 'zod';
import type { Outcome, Page } from './console-outcome';
import { formatDate } from './date-format';
import { withoutControlCharacters } from './forms';
import { type TcFileType } from './form-words';
import { sizeInMb, uploadLimits, uploadMessages } from './upload-rules';

/** The public look-up takes at most this many characters per field, so nothing longer could ever be found. */
export const certificateFieldLength = 100;

export const certificateImportLimits = {
  /** Hundreds of rows are a few tens of kilobytes. */
  csvBytes: 1024 * 1024,
  /** Each row has its own scan, and one request carries at most this many files. */
  rows: uploadLimits.filesPerRequest,
  scans: uploadLimits.filesPerRequest,
} as const;

/** The columns of an import's CSV file, as its header row names them. */
export const importColumns = ['admission_no', 'name', 'date_of_issue', 'file_name'] as const;
export type ImportColumn = (typeof importColumns)[number];

/** A certificate's scan is kept as a JPEG picture or as a PDF (and downloads as tc.jpg or tc.pdf). */
export type ScanType = TcFileType;

export const scanTypeLabels: Record<ScanType, string> = {
  'image/jpeg': 'Picture (JPEG)',
  'application/pdf': 'PDF',
};

/** A certificate as the console lists it. */
export interface CertificateSummary {
  id: string;
  admissionNo: string;
  studentName: string;
  /** An ISO day; null for a certificate stored before the console asked for it. */
  dateOfIssue: string | null;
  scanType: ScanType;
  addedAt: string;
  /** Set once it is withdrawn: the look-up no longer finds it and its scan is deleted. */
  withdrawnAt: string | null;
}

/** A certificate, with who did what to it (staff names; null where nobody is recorded, as for seeded ones). */
export interface Certificate extends CertificateSummary {
  addedBy: string | null;
  replacedAt: string | null;
  replacedBy: string | null;
  withdrawnBy: string | null;
}

export interface CertificateQuery {
  /** Part of an admission number or of a student's name. */
  search?: string;
  page?: number;
}

/**
 * What the console may ask of the certificates through its load context; every method checks
 * `certificates.manage` on the server. Adding, importing and replacing scans are uploads: they go to
 * the Fastify routes below, because React Router's form parsing would hold whole files in memory.
 */
export interface CertificatesConsole {
  /** The school's certificates, newest first, searched by admission number or name, a page at a time. */
  certificates(query: CertificateQuery): Promise<Outcome<Page<CertificateSummary>>>;
  /** One certificate, with who did what to it; every opening is written to the audit log. */
  certificate(id: string): Promise<Outcome<Certificate>>;
  /** The look-up stops finding it and links already handed out stop working at once; its scan is deleted. */
  withdrawCertificate(id: string): Promise<Outcome>;
}

/** Where the console's certificate uploads go, and where a scan opens. */
export const certificateUploadRoutes = {
  add: '/admin/certificate-files/new',
  import: '/admin/certificate-files/import',
  /** POST replaces the scan; GET opens it (and writes the audit log). */
  scan: '/admin/certificate-files/:id',
} as const;

export const certificateScanPath = (id: string) => `/admin/certificate-files/${encodeURIComponent(id)}`;

/** The file fields of the upload forms; the text fields are named as in `certificateFieldsSchema`. */
export const certificateFileFields = { scan: 'scan', csv: 'csv', scans: 'scans' } as const;

/** An import's per-row report: what is wrong with each row that cannot be stored. */
export interface ImportRowProblem {
  /** The row's line in the CSV file (the header is line 1), as a spreadsheet numbers it. */
  line: number;
  /** As the row wrote it (cut to the look-up's length), to find the row by. */
  admissionNo: string;
  problems: string[];
}

export interface ImportReport {
  /** Rows under the header. */
  rows: number;
  /** What is wrong with the CSV file or the scans as a whole (its columns, a scan no row names). */
  fileProblems: string[];
  rowProblems: ImportRowProblem[];
}

/** What a refused upload answers: the API's error shape, with the form's field messages or an import's report. */
export interface CertificateUploadRefusal {
  error: { code: string; message: string };
  fields?: Record<string, string>;
  report?: ImportReport;
}

/** What a stored certificate (New, Replace scan) answers. */
export interface CertificateStored {
  id: string;
}

/** What a stored import answers. */
export interface CertificatesImported {
  stored: number;
}

const quoted = (value: string) => `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`;

export const certificateWords = {
  admissionEmpty: 'Enter the admission number, as the school register writes it (such as HV/10283).',
  admissionTooLong: `The admission number can be at most ${certificateFieldLength} characters.`,
  nameEmpty: "Enter the student's full name, as the certificate writes it.",
  nameTooLong: `The name can be at most ${certificateFieldLength} characters.`,
  dateEmpty: 'Enter the date of issue.',
  dateInvalid: 'Enter the date of issue as a real date, such as 2026-05-19 or 19/05/2026.',
  scanMissing: 'Choose the scan of the certificate: a picture (JPEG, PNG, WebP or HEIC) or a PDF.',
  duplicate: 'A certificate with this admission number is already stored. Open it from the list to replace its scan.',
  notFound: 'This certificate no longer exists. Go back to the list of certificates.',
  withdrawn:
    'This certificate is withdrawn, and its scan was deleted. To issue it again, add it under New with the same admission number.',
  badQuery: 'The search is not valid. Clear it and try again.',
  changedMeanwhile: 'Someone else changed these certificates at the same moment. Send the form again.',

  csvMissing: `Choose the CSV file: one row per certificate, under a header row naming ${importColumns.join(', ')}.`,
  csvTooLarge: `The CSV file is too large: it can be at most ${sizeInMb(certificateImportLimits.csvBytes)}.`,
  csvNotText:
    'The CSV file is not text saved as UTF-8. In Excel choose “CSV UTF-8”; in Google Sheets, download it as .csv.',
  csvBroken: (line: number) =>
    `The CSV file cannot be read at line ${line}: look there for a quote (") that is not closed.`,
  csvColumns: (missing: readonly string[]) =>
    `The header row of the CSV file must name the columns ${importColumns.join(', ')}. Missing: ${missing.join(', ')}.`,
  csvColumnTwice: (column: string) => `The header row of the CSV file names the column ${column} twice.`,
  csvNoRows: 'The CSV file has no rows under its header row.',
  csvTooManyRows: `The CSV file has more than ${certificateImportLimits.rows} rows. Import at most ${certificateImportLimits.rows} certificates at a time: split the file and import each part with its scans.`,
  csvOneFile: 'Choose one CSV file per import.',
  scansMissing: 'Choose the scans that the CSV file names in its file_name column.',
  tooManyScans: `Choose at most ${certificateImportLimits.scans} scans in one import: split the CSV file and import each part with its scans.`,
  scanNotNamed: (fileName: string) =>
    `The scan ${quoted(fileName)} is not named in the file_name column. Correct the file name, or leave the scan out.`,
  scanSentTwice: (fileName: string) => `Two scans are called ${quoted(fileName)}. Give each scan its own name.`,

  rowFileNameEmpty: 'The file name is empty.',
  rowScanMissing: (fileName: string) =>
    `No scan called ${quoted(fileName)} was chosen: add it to the scans, or correct the file name.`,
  rowDuplicateInFile: (line: number) => `The same admission number is on line ${line} too.`,
  rowDuplicateStored: 'A certificate with this admission number is already stored.',
  rowScanShared: (line: number) => `Line ${line} names the same scan: each certificate needs its own.`,

  importRefused: (report: ImportReport) => {
    const rows = report.rowProblems.length;
    const what = [
      report.fileProblems.length > 0 ? 'the files need attention' : '',
      rows > 0 ? `${rows} ${rows === 1 ? 'row needs' : 'rows need'} attention` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    return `Nothing was stored: ${what}. Correct them, then import the CSV file and the scans again.`;
  },
  imported: (count: number) =>
    count === 1
      ? 'The certificate is stored. Students can look it up now.'
      : `All ${count} certificates are stored. Students can look them up now.`,
  importHint: `A CSV file with one row per certificate under the header row ${importColumns.join(',')}. Dates are written YYYY-MM-DD or DD/MM/YYYY; file_name is the name of the row's scan. Nothing is stored unless every row and every scan is right.`,
  csvHint: `Saved from a spreadsheet as CSV (UTF-8): at most ${certificateImportLimits.rows} rows and ${sizeInMb(certificateImportLimits.csvBytes)}.`,
  scansHint: `The scans the CSV file names: pictures or PDFs of up to ${sizeInMb(uploadLimits.scanBytes)} each, at most ${certificateImportLimits.scans} in one import. For more certificates, split the CSV file and import each part with its scans.`,
  scanHint: `A picture (JPEG, PNG, WebP or HEIC from an iPhone) or a PDF, up to ${sizeInMb(uploadLimits.scanBytes)}. Pictures are stored without their location or camera details.`,
  checkingScan: 'The scan is sent. Checking it…',
  checkingImport:
    'The files are sent. Checking every row and every scan: a large import takes a few minutes, so keep this page open.',
  needsJavaScript: 'This screen sends files with JavaScript. Turn JavaScript on in the browser to use it.',
  withdrawHint:
    'Withdrawing stops the look-up from finding this certificate, stops every download link already given out, and deletes its scan. It cannot be undone; to issue it again, add it under New.',
} as const;

/** What a finished change says after the page comes back (`?done=`). */
export const certificateDoneMessages = {
  certificateAdded: 'The certificate is stored. Students can look it up now with the admission number and name.',
  scanReplaced: 'The new scan is stored and the look-up gives it from now on. The old scan is deleted.',
  certificateWithdrawn:
    'The certificate is withdrawn: the look-up no longer finds it, and links already given out have stopped working.',
} as const;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const indianDay = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A date of issue written `2026-05-19` or `19/05/2026` as its ISO day; undefined when it is not a real date. */
export function issueDate(text: string): string | undefined {
  const value = text.trim();
  const iso = isoDay.exec(value);
  const indian = indianDay.exec(value);
  const day = iso
    ? value
    : indian
      ? `${indian[3]}-${indian[2]!.padStart(2, '0')}-${indian[1]!.padStart(2, '0')}`
      : undefined;
  // formatDate refuses a day that does not exist (31/02/2026).
  return day !== undefined && formatDate(day) !== undefined ? day : undefined;
}

/** A typed admission number or name: control characters dropped, runs of spaces as one, as a person reads it. */
const typedText = (empty: string, tooLong: string) =>
  z
    .string(empty)
    .transform((value) => String(withoutControlCharacters(value)).normalize('NFC').replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, empty).max(certificateFieldLength, tooLong));

/** The text fields of New, checked by the console as staff type and by the server again. */
export const certificateFieldsSchema = z.object({
  admission: typedText(certificateWords.admissionEmpty, certificateWords.admissionTooLong),
  name: typedText(certificateWords.nameEmpty, certificateWords.nameTooLong),
  dateOfIssue: z
    .string(certificateWords.dateEmpty)
    .trim()
    .min(1, certificateWords.dateEmpty)
    .transform((value, context) => {
      const day = issueDate(value);
      if (day === undefined) context.addIssue({ code: 'custom', message: certificateWords.dateInvalid });
      return day ?? value;
    }),
});
export type CertificateFields = z.output<typeof certificateFieldsSchema>;

/** A chosen scan, as the browser checks it before sending (the server reads its content). */
const scanFile = z
  .file(certificateWords.scanMissing)
  .min(1, certificateWords.scanMissing)
  .max(uploadLimits.scanBytes, uploadMessages.tooLarge('scan'));

/** New: the text fields and the scan. */
export const newCertificateSchema = certificateFieldsSchema.extend({ [certificateFileFields.scan]: scanFile });

/** Replace scan. */
export const replaceScanSchema = z.object({ [certificateFileFields.scan]: scanFile });

/** The chosen files of a multiple file field, without the empty entry a field with nothing chosen sends. */
const chosenFiles = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).filter((file) => file instanceof File && file.size > 0);

/** Import: the CSV file and its scans, as the browser checks them before sending. */
export const importCertificatesSchema = z.object({
  [certificateFileFields.csv]: z
    .file(certificateWords.csvMissing)
    .min(1, certificateWords.csvMissing)
    .max(certificateImportLimits.csvBytes, certificateWords.csvTooLarge),
  [certificateFileFields.scans]: z.preprocess(
    chosenFiles,
    z
      .array(z.file().max(uploadLimits.scanBytes, uploadMessages.tooLarge('scan')))
      .min(1, certificateWords.scansMissing)
      .max(certificateImportLimits.scans, certificateWords.tooManyScans),
  ),
});

/** The server's check of a list query; the console's own links never fail it. */
export const certificateQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.number().int().min(1).optional(),
});
