/**
 * Photo uploads to an album, through `POST /admin/upload/albums/<id>`: what is
 * stored (upright, no metadata, no GPS, within 2560 px, variants made at
 * once), what is refused with a clear 4xx and nothing stored, who may upload,
 * and what happens to files when photos are removed, published or binned.
 * On SQLite, and PostgreSQL when set.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@school/shared/api-paths';
import type { StaffRole } from '@school/shared/staff-permissions';
import { uploadLimits, uploadMessages, uploadRequestBytes } from '@school/shared/upload-rules';
import { consoleUploadPath } from '@school/shared/console-kinds';
import { consoleMessages } from '@school/shared/console-messages';
import type { Item } from '@school/shared/console-source';
import { dataFolders, type Config } from '../src/config';
import type { PublishingConsole } from '../src/modules/publishing/service';
import { schoolCode } from './support/fixtures';
import { host } from './support/console-requests';
import { postBody, postMultipart, streamedBody, type Part } from './support/multipart';
import { phonePhoto, plainJpeg } from './support/phone-photo';
import type { RoleMap } from './support/staff-sessions';
import { databaseKinds, type TestDatabase } from './support/test-database';
import { openUploadApp, type UploadApp } from './support/upload-app';

const heic = readFileSync(path.join(import.meta.dirname, 'fixtures', 'iphone-photo.heic'));

const plainPhoto = (colour: string) => plainJpeg(colour, 40, 30);

describe.each(databaseKinds)('album photo uploads on %s', (kind) => {
  let server: UploadApp;
  let database: TestDatabase;
  let config: Config;
  let app: FastifyInstance;
  let consoles: (role: StaffRole) => PublishingConsole;
  let cookies: RoleMap;

  const uploadsDir = () => dataFolders(config).uploads;
  const storedPhotos = () =>
    existsSync(path.join(uploadsDir(), 'photos'))
      ? readdirSync(path.join(uploadsDir(), 'photos'), { recursive: true, encoding: 'utf8' }).filter((name) =>
          name.endsWith('.jpg'),
        )
      : [];
  const fileRows = () => database.db.selectFrom('files').selectAll().execute();
  const readStored = (storagePath: string) => readFileSync(path.join(uploadsDir(), ...storagePath.split('/')));

  const upload = (albumId: string, parts: Part[], { cookie = cookies.publisher, headers = {} } = {}) =>
    postMultipart(app, consoleUploadPath('albums', albumId), parts, { cookie, headers });

  async function newAlbum(title = 'Sports Day'): Promise<Item> {
    const created = await consoles('publisher').create('albums', {
      title,
      description: 'Races and relays on the main ground.',
      category: 'PhotoGallery',
      school_tab: 'Junior',
      date: '2026-11-20',
    });
    if (!created.ok) throw new Error(created.message);
    return created.value;
  }

  const albumNow = async (id: string) => (await consoles('publisher').item('albums', id))!;

  beforeAll(async () => {
    server = await openUploadApp(kind);
    ({ database, config, app, consoles, cookies } = server);
  });

  beforeEach(async () => {
    await server.clear();
    rmSync(dataFolders(config).imageCache, { recursive: true, force: true });
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('a photo from a phone', () => {
    it('is stored upright, without EXIF, GPS or camera, as a JPEG, and named by the server', async () => {
      const album = await newAlbum();
      const original = await phonePhoto(64, 32, '#3a7');
      const before = await sharp(original).metadata();
      expect(before.orientation).toBe(6);
      expect(exifReader(before.exif!).GPSInfo).toMatchObject({ GPSLatitude: [12, 58, 44.2], GPSLongitudeRef: 'E' });
      expect(original.includes(Buffer.from('PhoneMaker'))).toBe(true);

      const answer = await upload(album.id, [{ filename: 'IMG_2041.JPG', type: 'image/jpeg', data: original }]);
      expect(answer.statusCode).toBe(200);
      const [result] = answer.json<{ files: { name: string; ok: boolean; path: string; message: string }[] }>().files;
      expect(result).toMatchObject({ name: 'IMG_2041.JPG', ok: true, message: uploadMessages.uploaded });
      expect(result!.path).toMatch(/^photos\/\d{4}\/[0-9a-f]{16}\.[0-9a-f]{8,}\.jpg$/);

      const stored = readStored(result!.path);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 32, height: 64 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(stored.includes(Buffer.from('Exif'))).toBe(false);

      const [row] = await fileRows();
      expect(row).toMatchObject({
        school_code: schoolCode,
        storage_path: result!.path,
        content_type: 'image/jpeg',
        size: stored.length,
        width: 32,
        height: 64,
        original_name: 'IMG_2041.JPG',
      });
      expect(row!.checksum).toMatch(/^[0-9a-f]{64}$/);
      // The console lists it under the name it was uploaded as, though it is stored under the server's.
      expect((await albumNow(album.id)).attachments).toEqual([
        { path: result!.path, alt: '', name: 'IMG_2041.JPG', isPdf: false },
      ]);
    });

    it("makes the site's list sizes at upload time, before anyone asks", async () => {
      const album = await newAlbum();
      const answer = await upload(album.id, [{ filename: 'a.jpg', data: await plainPhoto('#123456') }]);
      const photoPath = answer.json<{ files: { path: string }[] }>().files[0]!.path;
      const cached = readdirSync(dataFolders(config).imageCache, { recursive: true, encoding: 'utf8' }).filter((name) =>
        name.endsWith('.webp'),
      );
      expect(cached).toHaveLength(2);
      // Served from those copies: their bytes are what the route answers (to staff, while the album is a draft).
      const variant = await app.inject({
        url: `/api/image/${photoPath}?w=320&format=webp`,
        headers: { cookie: cookies.publisher },
      });
      expect(variant.statusCode).toBe(200);
      expect((await sharp(variant.rawPayload).metadata()).format).toBe('webp');
    });

    it('is made no larger than 2560 px on its long side', async () => {
      const album = await newAlbum();
      const large = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer();
      const answer = await upload(album.id, [{ filename: 'wide.jpg', data: large }]);
      const photoPath = answer.json<{ files: { path: string }[] }>().files[0]!.path;
      expect(await sharp(readStored(photoPath)).metadata()).toMatchObject({
        width: uploadLimits.photoLongSide,
        height: 1280,
      });
    });

    it('from an iPhone (HEIC) becomes a JPEG that browsers show', async () => {
      // sharp's own build reads the header but cannot decode the HEVC picture.
      await expect(sharp(heic).toBuffer()).rejects.toThrow();
      const album = await newAlbum();
      const answer = await upload(album.id, [{ filename: 'IMG_0001.HEIC', type: 'image/heic', data: heic }]);
      expect(answer.statusCode).toBe(200);
      const photoPath = answer.json<{ files: { path: string }[] }>().files[0]!.path;
      const stored = await sharp(readStored(photoPath)).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 96, height: 64 });
      // Not a grey or black box: the gradient came through.
      const { channels } = await sharp(readStored(photoPath)).stats();
      expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(100);
    });

    it('sent a second time (a retried upload) is not stored twice', async () => {
      const album = await newAlbum();
      const photo = await plainPhoto('#aa3300');
      const first = await upload(album.id, [{ filename: 'one.jpg', data: photo }]);
      const again = await upload(album.id, [{ filename: 'one-again.jpg', data: photo }]);
      expect(again.statusCode).toBe(200);
      expect(again.json().files[0]).toMatchObject({ ok: true, message: uploadMessages.alreadyThere('photo') });
      expect(again.json().files[0].path).toBe(first.json().files[0].path);
      expect(await fileRows()).toHaveLength(1);
      expect(storedPhotos()).toHaveLength(1);
      expect((await albumNow(album.id)).attachments).toHaveLength(1);
    });

    it('already in another album is stored once and used by both', async () => {
      const [first, second] = [await newAlbum('First'), await newAlbum('Second')];
      const photo = await plainPhoto('#0033aa');
      await upload(first.id, [{ filename: 'p.jpg', data: photo }]);
      const answer = await upload(second.id, [{ filename: 'p.jpg', data: photo }]);
      expect(answer.json().files[0].message).toBe(uploadMessages.uploaded);
      expect(storedPhotos()).toHaveLength(1);
      expect(await database.db.selectFrom('file_uses').selectAll().execute()).toHaveLength(2);
    });
  });

  describe('many photos at once', () => {
    it('stores the good ones and refuses the bad one by name, with its own message', async () => {
      const album = await newAlbum();
      const answer = await upload(album.id, [
        { filename: 'good-1.jpg', data: await plainPhoto('#111111') },
        { filename: 'notes.jpg', type: 'image/jpeg', data: 'these are my notes, not a picture' },
        {
          filename: 'good-2.png',
          data: await sharp({ create: { width: 8, height: 8, channels: 4, background: '#0f08' } })
            .png()
            .toBuffer(),
        },
      ]);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().files).toEqual([
        expect.objectContaining({ name: 'good-1.jpg', ok: true }),
        { name: 'notes.jpg', ok: false, message: uploadMessages.notAPhoto },
        expect.objectContaining({ name: 'good-2.png', ok: true }),
      ]);
      expect(storedPhotos()).toHaveLength(2);
      expect((await albumNow(album.id)).attachments).toHaveLength(2);
    });

    it('sent together, each lands in the album (none lost to another)', async () => {
      const album = await newAlbum();
      const colours = ['#100000', '#200000', '#300000', '#400000', '#500000', '#600000'];
      const answers = await Promise.all(
        colours.map(async (colour, n) => upload(album.id, [{ filename: `${n}.jpg`, data: await plainPhoto(colour) }])),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(colours.map(() => 200));
      expect((await albumNow(album.id)).attachments).toHaveLength(colours.length);
    });
  });

  describe('refused with a clear 4xx, storing nothing', () => {
    const nothingStored = async () => {
      expect(await fileRows()).toEqual([]);
      expect(storedPhotos()).toEqual([]);
      const temp = dataFolders(config).uploadTemp;
      expect(existsSync(temp) ? readdirSync(temp) : []).toEqual([]);
    };

    it('a file larger than 25 MB', async () => {
      const album = await newAlbum();
      const big = Buffer.concat([await plainPhoto('#222222'), Buffer.alloc(uploadLimits.photoBytes)]);
      const answer = await upload(album.id, [{ filename: 'big.jpg', data: big }]);
      expect(answer.statusCode).toBe(413);
      expect(answer.json().error.message).toBe(uploadMessages.tooLarge('photo'));
      await nothingStored();
    });

    it('a request that says it is longer than the most one request may carry, before any of it is read', async () => {
      const album = await newAlbum();
      const body = streamedBody([{ filename: 'kept.jpg', data: await plainPhoto('#555555') }]);
      const answer = await postBody(app, consoleUploadPath('albums', album.id), body, {
        cookie: cookies.publisher,
        headers: { 'content-length': String(uploadRequestBytes.photo + 1) },
      });
      expect(answer.statusCode).toBe(413);
      expect(answer.json().error.message).toBe(uploadMessages.tooMuch('photo'));
      expect(answer.headers.connection).toBe('close');
      await nothingStored();
    });

    it('more than 200 files in one request', async () => {
      const album = await newAlbum();
      const photo = await plainPhoto('#333333');
      const parts = Array.from({ length: uploadLimits.filesPerRequest + 1 }, (_, n) => ({
        filename: `${n}.jpg`,
        data: photo,
      }));
      const answer = await upload(album.id, parts);
      expect(answer.statusCode).toBe(413);
      expect(answer.json().error.message).toBe(uploadMessages.tooMany);
      await nothingStored();
    });

    it.each([
      [
        'a PDF named like a photo',
        'scan.jpg',
        Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
        415,
      ],
      ['a zip named like a photo', 'photo.jpg', Buffer.from('504b0304140000000800', 'hex'), 415],
      ['a script named like a photo', 'photo.png', Buffer.from('<script>alert(1)</script>'), 415],
    ])('%s', async (_label, filename, data, status) => {
      const album = await newAlbum();
      const answer = await upload(album.id, [{ filename, type: 'image/jpeg', data }]);
      expect(answer.statusCode).toBe(status);
      expect(answer.json().files).toEqual([{ name: filename, ok: false, message: uploadMessages.notAPhoto }]);
      await nothingStored();
    });

    it('a JPEG cut off halfway', async () => {
      const album = await newAlbum();
      const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#456' } })
        .jpeg()
        .toBuffer();
      const answer = await upload(album.id, [{ filename: 'cut.jpg', data: whole.subarray(0, whole.length / 2) }]);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().files[0].message).toBe(uploadMessages.unreadable);
      await nothingStored();
    });

    it('a request with no file at all, or not a form upload', async () => {
      const album = await newAlbum();
      const empty = await upload(album.id, [{ field: 'note', data: 'hello' }]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe(uploadMessages.noFiles);
      const json = await app.inject({
        method: 'POST',
        url: consoleUploadPath('albums', album.id),
        headers: { host, origin: `http://${host}`, cookie: cookies.publisher, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(json.statusCode).toBe(415);
      await nothingStored();
    });

    it.each([
      ['a body that is not multipart at all', 'multipart/form-data; boundary=zz', 'garbage'],
      ['a form upload with no boundary', 'multipart/form-data', '--zz\r\n'],
      [
        'an upload cut off before its closing boundary',
        'multipart/form-data; boundary=zz',
        '--zz\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\nhalf a photo',
      ],
    ])('%s', async (_label, contentType, payload) => {
      const album = await newAlbum();
      const answer = await app.inject({
        method: 'POST',
        url: consoleUploadPath('albums', album.id),
        headers: { host, origin: `http://${host}`, cookie: cookies.publisher, 'content-type': contentType },
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(uploadMessages.unreadableUpload);
      await nothingStored();
      expect((await albumNow(album.id)).attachments).toEqual([]);
    });

    it.each([
      ['nobody signed in', { cookie: '' }, 401],
      ['an office user', { cookie: 'office' }, 403],
      [
        'a form from another site',
        { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
        403,
      ],
    ] as const)('%s', async (_label, options, status) => {
      const album = await newAlbum();
      const cookie = 'cookie' in options ? (options.cookie ? cookies[options.cookie as StaffRole] : '') : undefined;
      const answer = await upload(album.id, [{ filename: 'a.jpg', data: await plainPhoto('#444444') }], {
        ...(cookie !== undefined ? { cookie } : {}),
        ...('headers' in options ? { headers: options.headers } : {}),
      });
      expect(answer.statusCode).toBe(status);
      expect(answer.json().error.message).toBeTruthy();
      expect(answer.headers['cache-control']).toBe('no-store');
      await nothingStored();
      expect((await albumNow(album.id)).attachments).toEqual([]);
    });

    it('an album that does not exist, one in the bin, and a kind that takes no files', async () => {
      const photo = await plainPhoto('#555555');
      expect((await upload('no-such-album', [{ filename: 'a.jpg', data: photo }])).statusCode).toBe(404);
      const album = await newAlbum();
      const binned = await consoles('publisher').act('albums', album.id, 'delete', {
        version: album.version,
        form: {},
      });
      expect(binned.ok).toBe(true);
      const inBin = await upload(album.id, [{ filename: 'a.jpg', data: photo }]);
      expect(inBin.statusCode).toBe(409);
      // A video is a link to a player: nothing is uploaded for it.
      const video = await postMultipart(
        app,
        consoleUploadPath('videos', album.id),
        [{ filename: 'a.jpg', data: photo }],
        {
          cookie: cookies.publisher,
        },
      );
      expect(video.statusCode).toBe(404);
      expect(video.json().error.message).toBe(consoleMessages.noAttachments);
      await nothingStored();
    });

    it('a path in the file name is kept only as a name to show', async () => {
      const album = await newAlbum();
      const answer = await upload(album.id, [
        { filename: '../../../etc/passwd.jpg', data: await plainPhoto('#666666') },
      ]);
      expect(answer.statusCode).toBe(200);
      const [result] = answer.json().files;
      expect(result).toMatchObject({ name: 'passwd.jpg', ok: true });
      expect(result.path).toMatch(/^photos\//);
      expect(existsSync(path.join(database.dataDir, 'etc'))).toBe(false);
    });
  });

  describe('editors and the lifecycle', () => {
    it('an editor may upload to a draft album', async () => {
      const album = await newAlbum();
      const answer = await upload(album.id, [{ filename: 'e.jpg', data: await plainPhoto('#777777') }], {
        cookie: cookies.editor,
      });
      expect(answer.statusCode).toBe(200);
      expect((await albumNow(album.id)).attachments).toHaveLength(1);
    });

    it('photos added to a published album wait in its draft until a publisher publishes them', async () => {
      const album = await newAlbum();
      await upload(album.id, [{ filename: 'first.jpg', data: await plainPhoto('#880000') }]);
      const published = await consoles('publisher').act('albums', album.id, 'publishNow', {
        version: album.version,
        form: {},
      });
      expect(published.ok).toBe(true);
      const publicAlbum = async () =>
        (await app.inject({ url: `${apiRoutes.album}?id=${album.id}` })).json<{ attachments: string[] }>();
      expect((await publicAlbum()).attachments).toHaveLength(1);

      const added = await upload(album.id, [{ filename: 'second.jpg', data: await plainPhoto('#008800') }], {
        cookie: cookies.editor,
      });
      expect(added.statusCode).toBe(200);
      // The answer says the photo waits for publishing, where a draft album's upload says only Uploaded.
      expect(added.json().files[0].message).toBe(uploadMessages.uploadedToDraft);
      const now = await albumNow(album.id);
      expect(now.attachments).toHaveLength(2);
      expect(now.hasDraft).toBe(true);
      expect((await publicAlbum()).attachments).toHaveLength(1);

      // An editor's text save keeps the photos they did not touch.
      const saved = await consoles('editor').act('albums', album.id, 'save', {
        version: now.version,
        form: { ...now.fields, title: 'Sports Day 2026' },
      });
      expect(saved.ok && saved.value.attachments).toHaveLength(2);

      const live = await consoles('publisher').act('albums', album.id, 'publishNow', {
        version: saved.ok ? saved.value.version : 0,
        form: {},
      });
      expect(live.ok).toBe(true);
      expect((await publicAlbum()).attachments).toEqual(now.attachments.map((photo) => photo.path));
    });
  });

  describe('who may fetch a photo', () => {
    /** The photo as the site links it, and its list-size copy, asked for with this cookie (or none). */
    const fetchPhoto = async (path: string, cookie?: string) => {
      const headers = cookie ? { cookie } : {};
      const [whole, copy] = await Promise.all([
        app.inject({ url: `/api/image/${path}`, headers }),
        app.inject({ url: `/api/image/${path}?w=320&format=webp`, headers }),
      ]);
      expect(copy.statusCode, 'the resized copy is answered like the photo').toBe(whole.statusCode);
      expect(copy.headers['cache-control']).toBe(whole.headers['cache-control']);
      return { status: whole.statusCode, cache: whole.headers['cache-control'] };
    };
    const hidden = { status: 404, cache: 'no-store' };
    const forStaff = { status: 200, cache: 'private, no-cache' };
    const onSite = { status: 200, cache: 'public, max-age=3600' };

    it("a draft album's photo is seen by staff who edit content, and by no one else", async () => {
      const album = await newAlbum();
      await upload(album.id, [{ filename: 'child.jpg', data: await plainPhoto('#123456') }], {
        cookie: cookies.editor,
      });
      const [photo] = (await albumNow(album.id)).attachments;
      expect(await fetchPhoto(photo!.path)).toEqual(hidden);
      expect(await fetchPhoto(photo!.path, cookies.office)).toEqual(hidden);
      expect(await fetchPhoto(photo!.path, cookies.editor)).toEqual(forStaff);
      expect(await fetchPhoto(photo!.path, cookies.publisher)).toEqual(forStaff);
    });

    it('a photo is public while its album is on the site, and hidden again once it is unpublished or binned', async () => {
      const album = await newAlbum();
      await upload(album.id, [{ filename: 'first.jpg', data: await plainPhoto('#224466') }]);
      const [first] = (await albumNow(album.id)).attachments;
      const publisher = consoles('publisher');
      const published = await publisher.act('albums', album.id, 'publishNow', { version: album.version, form: {} });
      expect(published.ok).toBe(true);
      expect(await fetchPhoto(first!.path)).toEqual(onSite);

      // A photo added to the live album waits in its draft, and is not public until that is published.
      await upload(album.id, [{ filename: 'second.jpg', data: await plainPhoto('#664422') }], {
        cookie: cookies.editor,
      });
      const withDraft = await albumNow(album.id);
      const second = withDraft.attachments.find((photo) => photo.path !== first!.path)!;
      expect(await fetchPhoto(second.path)).toEqual(hidden);
      expect(await fetchPhoto(second.path, cookies.editor)).toEqual(forStaff);
      const live = await publisher.act('albums', album.id, 'publishNow', { version: withDraft.version, form: {} });
      expect(live.ok).toBe(true);
      expect(await fetchPhoto(second.path)).toEqual(onSite);

      const off = await publisher.act('albums', album.id, 'unpublish', {
        version: live.ok ? live.value.version : 0,
        form: {},
      });
      expect(off.ok).toBe(true);
      expect(await fetchPhoto(first!.path)).toEqual(hidden);
      expect(await fetchPhoto(first!.path, cookies.publisher)).toEqual(forStaff);

      const again = await publisher.act('albums', album.id, 'publishNow', {
        version: off.ok ? off.value.version : 0,
        form: {},
      });
      expect(await fetchPhoto(first!.path)).toEqual(onSite);
      const binned = await publisher.act('albums', album.id, 'delete', {
        version: again.ok ? again.value.version : 0,
        form: {},
      });
      expect(binned.ok).toBe(true);
      expect(await fetchPhoto(first!.path)).toEqual(hidden);
    });

    it('is public through an album on the site even while another album that uses it is a draft', async () => {
      const photo = await plainPhoto('#446688');
      const shown = await newAlbum('Annual Day');
      await upload(shown.id, [{ filename: 'shared.jpg', data: photo }]);
      await consoles('publisher').act('albums', shown.id, 'publishNow', { version: shown.version, form: {} });
      const draft = await newAlbum('Annual Day, more photos');
      await upload(draft.id, [{ filename: 'shared.jpg', data: photo }]);
      const [path] = (await albumNow(draft.id)).attachments.map((entry) => entry.path);
      expect(path).toBe((await albumNow(shown.id)).attachments[0]!.path);
      expect(await fetchPhoto(path!)).toEqual(onSite);
    });
  });

  describe('organising the photos', () => {
    async function albumWithPhotos(count: number) {
      const album = await newAlbum();
      for (let n = 0; n < count; n++) {
        await upload(album.id, [{ filename: `${n}.jpg`, data: await plainPhoto(`#00${n}0${n}0`) }]);
      }
      return albumNow(album.id);
    }

    it('gives a photo its alt text, makes another the cover, and moves one later', async () => {
      const album = await albumWithPhotos(3);
      const [a, b, c] = album.attachments.map((photo) => photo.path);
      const editor = consoles('editor');
      const described = await editor.editAttachment('albums', album.id, {
        path: b!,
        change: 'alt',
        alt: '  Class III runners at the start line  ',
      });
      expect(described.ok && described.value.attachments[1]).toEqual({
        path: b,
        alt: 'Class III runners at the start line',
        name: '1.jpg',
        isPdf: false,
      });
      const cover = await editor.editAttachment('albums', album.id, { path: c!, change: 'move', to: 0 });
      expect(cover.ok && cover.value.attachments.map((photo) => photo.path)).toEqual([c, a, b]);
      const later = await editor.editAttachment('albums', album.id, { path: c!, change: 'move', to: 99 });
      expect(later.ok && later.value.attachments.map((photo) => photo.path)).toEqual([a, b, c]);
      // The version is unchanged, so a text form opened before these is still good.
      expect((await albumNow(album.id)).version).toBe(album.version);
    });

    it('refuses an alt text that is too long, a photo not in the album, and an office user', async () => {
      const album = await albumWithPhotos(1);
      const [photo] = album.attachments;
      const long = await consoles('editor').editAttachment('albums', album.id, {
        path: photo!.path,
        change: 'alt',
        alt: 'x'.repeat(301),
      });
      expect(long).toMatchObject({ ok: false, status: 400, message: consoleMessages.altTooLong });
      const missing = await consoles('editor').editAttachment('albums', album.id, {
        path: 'photos/2026/0000000000000000.abc12345.jpg',
        change: 'remove',
      });
      expect(missing).toMatchObject({ ok: false, status: 404 });
      const office = await consoles('office').editAttachment('albums', album.id, {
        path: photo!.path,
        change: 'remove',
      });
      expect(office).toMatchObject({ ok: false, status: 403 });
      expect((await albumNow(album.id)).attachments).toEqual(album.attachments);
    });

    it('deleting a photo from a draft removes its file and its copies at once', async () => {
      const album = await albumWithPhotos(2);
      const [gone, kept] = album.attachments;
      const removed = await consoles('editor').editAttachment('albums', album.id, {
        path: gone!.path,
        change: 'remove',
      });
      expect(removed.ok && removed.value.attachments).toEqual([kept]);
      expect(storedPhotos()).toHaveLength(1);
      expect((await app.inject({ url: `/api/image/${gone!.path}` })).statusCode).toBe(404);
      expect((await app.inject({ url: `/api/image/${gone!.path}?w=320&format=webp` })).statusCode).toBe(404);
      expect((await fileRows()).map((row) => row.storage_path)).toEqual([kept!.path]);
    });

    it("deleting a photo from a live album's draft keeps it on the site until the change is published", async () => {
      const album = await albumWithPhotos(2);
      const [gone] = album.attachments;
      const live = await consoles('publisher').act('albums', album.id, 'publishNow', {
        version: album.version,
        form: {},
      });
      expect(live.ok).toBe(true);
      await consoles('publisher').editAttachment('albums', album.id, { path: gone!.path, change: 'remove' });
      expect((await app.inject({ url: `/api/image/${gone!.path}` })).statusCode).toBe(200);
      const now = await albumNow(album.id);
      await consoles('publisher').act('albums', album.id, 'publishNow', { version: now.version, form: {} });
      expect((await app.inject({ url: `/api/image/${gone!.path}` })).statusCode).toBe(404);
      expect(storedPhotos()).toHaveLength(1);
    });

    it('an album deleted for good from the bin takes its files, but not one another album uses', async () => {
      const shared = await plainPhoto('#abcdef');
      const [binned, other] = [await newAlbum('Binned'), await newAlbum('Other')];
      await upload(binned.id, [{ filename: 'own.jpg', data: await plainPhoto('#fedcba') }]);
      await upload(binned.id, [{ filename: 'shared.jpg', data: shared }]);
      await upload(other.id, [{ filename: 'shared.jpg', data: shared }]);
      const deleted = await consoles('publisher').act('albums', binned.id, 'delete', {
        version: binned.version,
        form: {},
      });
      expect(deleted.ok).toBe(true);
      expect(storedPhotos()).toHaveLength(2);
      // The bin keeps items for 30 days; then the hourly purge deletes them.
      await database.db
        .updateTable('content_items')
        .set({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
        .where('id', '=', binned.id)
        .execute();
      await server.purgeBin();
      expect(storedPhotos()).toHaveLength(1);
      expect((await fileRows()).map((row) => row.original_name)).toEqual(['shared.jpg']);
      expect((await albumNow(other.id)).attachments).toHaveLength(1);
    });
  });
});
