/**
 * What the server keeps on disk is for its own user only, whatever the umask it runs under. Here the umask takes
 * nothing away (0000), as a careless service file might leave it: a fresh data folder, its SQLite database with the
 * write-ahead log and shared memory beside it, the auth secret, uploads, certificate scans, resized copies and the
 * uploads' temporary folder are 0700 (folders) and 0600 (files); so are a backup archive and what it restores. At start-up the server warns
 * of a path in the data folder that others can read, and leaves its mode as the administrator set it.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { list as listArchive } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateUploadRoutes } from '@school/shared/certificates';
import { consoleUploadPath } from '@school/shared/console-kinds';
import { buildApp } from '../src/app';
import { createBackup } from '../src/backup/backup';
import { restoreBackup } from '../src/backup/restore';
import { dataFolders, readConfig } from '../src/config';
import { captureLog } from './support/captured-log';
import { schoolCode } from './support/fixtures';
import { postMultipart } from './support/multipart';
import { plainJpeg } from './support/phone-photo';
import { openUploadApp, type UploadApp } from './support/upload-app';

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;
const modeOf = (file: string) => octal(statSync(file).mode);

/** Every folder and file under `root` (and `root` itself) that the group or others may read, write or enter. */
function openToOthers(root: string): string[] {
  const names = ['', ...readdirSync(root, { recursive: true, encoding: 'utf8' })];
  return names
    .map((name) => path.join(root, name))
    .filter((file) => (statSync(file).mode & 0o077) !== 0)
    .map((file) => `${file} ${modeOf(file)}`);
}

/** The server on a data folder of its own, with the database it opens there itself. */
function startServer(dataDir: string, logger: Parameters<typeof buildApp>[0]['logger'] = false) {
  const config = readConfig({ DATA_DIR: dataDir, SCHOOL_CODE: schoolCode, LOG_LEVEL: 'silent' });
  return buildApp({ config, logger, serveSite: false, seedDemo: false, contentCacheMs: 0 });
}

describe('files the server keeps, under a umask that takes nothing away', () => {
  let umask: number;
  let scratch: string;

  beforeAll(() => {
    umask = process.umask(0o000);
    scratch = mkdtempSync(path.join(tmpdir(), 'file-modes-'));
  });

  afterAll(() => {
    process.umask(umask);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('makes a fresh data folder, its database and the auth secret readable by the server alone', async () => {
    const dataDir = path.join(scratch, 'fresh', 'data');
    const log = captureLog();
    const app = await startServer(dataDir, { level: 'info', stream: log.stream });
    try {
      const database = path.join(dataDir, 'school.db');
      expect(modeOf(dataDir)).toBe('0700');
      expect(modeOf(path.join(scratch, 'fresh'))).toBe('0700');
      expect(modeOf(database)).toBe('0600');
      // SQLite makes these beside a database in WAL mode, with the database's own mode.
      expect(modeOf(`${database}-wal`)).toBe('0600');
      expect(modeOf(`${database}-shm`)).toBe('0600');
      expect(modeOf(path.join(dataDir, 'private'))).toBe('0700');
      expect(modeOf(dataFolders({ DATA_DIR: dataDir }).authSecret)).toBe('0600');
      expect(openToOthers(dataDir)).toEqual([]);
      expect(log.entries().filter((entry) => entry.level >= 40)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  describe('with staff uploading', () => {
    let server: UploadApp;
    let app: FastifyInstance;

    beforeAll(async () => {
      server = await openUploadApp('sqlite');
      app = server.app;
    });

    afterAll(async () => {
      await server?.close();
    });

    it('keeps photos, their resized copies, certificate scans and the folders they are in to the server', async () => {
      const album = await server.consoles('publisher').create('albums', {
        title: 'Sports Day',
        description: 'Races and relays on the main ground.',
        category: 'PhotoGallery',
        school_tab: 'Junior',
        date: '2026-11-20',
      });
      if (!album.ok) throw new Error(album.message);
      const photo = await postMultipart(
        app,
        consoleUploadPath('albums', album.value.id),
        [{ filename: 'relay.jpg', type: 'image/jpeg', data: await plainJpeg('#3a7', 40, 30) }],
        { cookie: server.cookies.publisher },
      );
      expect(photo.statusCode, photo.body).toBe(200);
      const certificate = await postMultipart(
        app,
        certificateUploadRoutes.add,
        [
          { field: 'admission', data: 'HV/10283' },
          { field: 'name', data: 'Ananya Reddy' },
          { field: 'dateOfIssue', data: '19/05/2026' },
          { field: 'scan', filename: 'tc.jpg', type: 'image/jpeg', data: await plainJpeg('#ffffff', 40, 56) },
        ],
        { cookie: server.cookies.office },
      );
      expect(certificate.statusCode, certificate.body).toBe(201);

      const dataDir = server.config.DATA_DIR;
      const folders = dataFolders(server.config);
      const filesIn = (folder: string) =>
        readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(jpg|webp)$/.test(name));
      expect(filesIn(folders.uploads)).toHaveLength(1);
      expect(filesIn(folders.imageCache).length).toBeGreaterThan(0);
      expect(filesIn(folders.certificates)).toHaveLength(1);
      for (const folder of [folders.uploads, folders.imageCache, folders.certificates, folders.uploadTemp]) {
        expect(modeOf(folder), folder).toBe('0700');
      }
      expect(openToOthers(dataDir)).toEqual([]);
    });

    it('writes a backup that only its owner can read, and restores it so', async () => {
      const out = path.join(scratch, 'school.tar.gz');
      await createBackup(server.config, out);
      expect(modeOf(out)).toBe('0600');
      // Unpacked by hand, its files are as private.
      const entryModes = new Set<string>();
      await listArchive({ file: out, onReadEntry: (entry) => void entryModes.add(octal(entry.mode ?? 0)) });
      expect([...entryModes]).toEqual(['0600']);

      // Restored into a data folder of its own, the database, the secret and the files are as private again.
      const restored = path.join(scratch, 'restored');
      await restoreBackup(readConfig({ DATA_DIR: restored }), out);
      expect(modeOf(path.join(restored, 'school.db'))).toBe('0600');
      expect(modeOf(dataFolders({ DATA_DIR: restored }).authSecret)).toBe('0600');
      expect(openToOthers(restored)).toEqual([]);
    });
  });

  it('warns at start-up of a database and a private folder others can read, and leaves them as they are', async () => {
    const dataDir = path.join(scratch, 'opened');
    await (await startServer(dataDir)).close();
    const database = path.join(dataDir, 'school.db');
    const privateFolder = path.join(dataDir, 'private');
    chmodSync(database, 0o644);
    chmodSync(privateFolder, 0o755);

    const log = captureLog();
    const app = await startServer(dataDir, { level: 'info', stream: log.stream });
    await app.close();
    const warnings = log.entries().filter((entry) => entry.level === 40);
    expect(warnings).toContainEqual(
      expect.objectContaining({
        path: database,
        mode: '0644',
        msg: expect.stringContaining(`(mode 0644)`) as string,
      }),
    );
    expect(warnings.find((entry) => entry.path === database)?.msg).toContain(`run chmod go= '${database}'`);
    expect(warnings.find((entry) => entry.path === privateFolder)?.msg).toContain(
      `run chmod -R go= '${privateFolder}'`,
    );
    // SQLite made the write-ahead log and shared memory as open as the database they belong to.
    expect(warnings.map((entry) => entry.path)).toEqual([
      database,
      `${database}-wal`,
      `${database}-shm`,
      privateFolder,
    ]);
    expect(modeOf(database)).toBe('0644');
    expect(modeOf(privateFolder)).toBe('0755');
  });
});
