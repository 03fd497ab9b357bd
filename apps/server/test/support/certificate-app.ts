/**
 * The app as the certificate tests use it: one signed-in account per role
 * (their cookies and user ids), uploads posted as the console's own pages post
 * them, the public look-up, and what is in the private certificate store.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { StaffRole } from '@school/shared/staff-permissions';
import { dataFolders } from '../../src/config';
import { certificatesService } from '../../src/modules/tc/console-service';
import { localFileStore } from '../../src/storage/local-file-store';
import { host } from './console-requests';
import { schoolCode } from './fixtures';
import { postMultipart, type Part } from './multipart';
import { phonePhoto, plainJpeg } from './phone-photo';
import { staffMember } from './staff-fixtures';
import { signedInApiApp } from './staff-sessions';
import type { TestDatabase } from './test-database';

export interface SendOptions {
  /** A role's session, '' for nobody signed in. */
  as?: StaffRole | '';
  headers?: Record<string, string>;
}

export async function certificateApp(database: TestDatabase) {
  const { config, ids, cookies, app } = await signedInApiApp(database);
  const folders = dataFolders(config);
  const store = localFileStore(folders.certificates);
  // The test's own view of the service, as the console's screens reach it through the load context.
  const service = certificatesService({ db: database.db, certificates: store, log: app.log });

  let address = 0;
  /** The public look-up, from an address of its own (the look-up allows ten a minute per address). */
  const lookUp = (admission: string, name: string) =>
    app.inject({
      method: 'POST',
      url: `/api/tc/${schoolCode}`,
      payload: { admission, name },
      remoteAddress: `198.51.100.${(address = (address % 250) + 1)}`,
    });
  /** The download the look-up hands out: its answer. */
  const download = async (admission: string, name: string) => {
    const found = await lookUp(admission, name);
    if (found.statusCode !== 200) throw new Error(`look-up answered ${found.statusCode} ${found.body}`);
    return app.inject({ url: `/api/image/${found.json<{ data: string }>().data}` });
  };

  return {
    app,
    config,
    ids,
    cookies,
    /** The console's screens (list, open, withdraw) for a member of staff of this role. */
    screens: (role: StaffRole) => service.forStaff(staffMember(role, { id: ids[role], name: `The ${role}` }), 'test'),

    /** A multipart POST, as the console's upload form sends it: same site, with the role's cookie. */
    send: (url: string, parts: Part[], { as = 'office', headers = {} }: SendOptions = {}) =>
      postMultipart(app, url, parts, { ...(as ? { cookie: cookies[as] } : {}), headers }),

    /** A GET with the role's cookie. */
    open(url: string, as: StaffRole | '' = 'office') {
      return app.inject({ method: 'GET', url, headers: { host, ...(as ? { cookie: cookies[as] } : {}) } });
    },

    lookUp,
    download,

    /** The files in the private certificate store. */
    storedScans(): string[] {
      return existsSync(folders.certificates)
        ? readdirSync(folders.certificates).filter((name) => !name.startsWith('.'))
        : [];
    },
    readScan: (file: string) => store.open(file),

    /** What waits in the uploads' temporary folder (nothing, once a request has ended). */
    tempFiles: () => (existsSync(folders.uploadTemp) ? readdirSync(folders.uploadTemp) : []),

    certificatesDir: folders.certificates,

    records: () => database.db.selectFrom('tc_records').selectAll().orderBy('admission_key').execute(),
    audit: () =>
      database.db.selectFrom('audit_log').selectAll().where('kind', '=', 'certificates').orderBy('at').execute(),

    /** Empties the certificates, their grants, the audit log and the store between tests. */
    async reset() {
      await database.db.deleteFrom('tc_grants').execute();
      await database.db.deleteFrom('tc_records').execute();
      await database.db.deleteFrom('audit_log').execute();
      await store.clear();
    },

    close: () => app.close(),
  };
}

export type CertificateApp = Awaited<ReturnType<typeof certificateApp>>;

/** A scan as a phone photographs a certificate: on its side (EXIF orientation 6), with camera and GPS details. */
export const phoneScan = (width = 80, height = 60, colour = '#f4f1e8') => phonePhoto(width, height, colour);

export const plainScan = (colour = '#ffffff', width = 40, height = 56) => plainJpeg(colour, width, height);

export const pngScan = (colour = '#eeeeee') =>
  sharp({ create: { width: 30, height: 42, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A small, well-formed PDF; `tag` makes each one's bytes different. */
export function pdfScan(tag = 'TC'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${tag}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A zip archive's first bytes, whatever it is called. */
export const zipBytes = Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), Buffer.alloc(64, 1)]);

export const heicScan = () => path.join(import.meta.dirname, '..', 'fixtures', 'iphone-photo.heic');
