/**
 * The picture the site draws with an item: a leader's portrait, a testimonial's
 * photo and an achievement's photo, uploaded through the console's upload route
 * like an album's photos. What is taken and refused, who may upload, that such
 * a picture takes no alt text (the site describes it by the item's name), and
 * that a new portrait on a live message reaches the API when it is published.
 * On SQLite, and PostgreSQL when set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import type { ConsoleKindSlug } from '@school/shared/console-kinds';
import { consoleMessages } from '@school/shared/console-messages';
import type { Item } from '@school/shared/console-source';
import type { StaffRole } from '@school/shared/staff-permissions';
import { uploadMessages } from '@school/shared/upload-rules';
import { consoleUploadPath } from '@school/shared/console-kinds';
import type { PublishingConsole } from '../src/modules/publishing/service';
import { schoolCode } from './support/fixtures';
import { postMultipart, type Part } from './support/multipart';
import { phonePhoto, plainJpeg } from './support/phone-photo';
import type { RoleMap } from './support/staff-sessions';
import { databaseKinds, type TestDatabase } from './support/test-database';
import { openUploadApp, type UploadApp } from './support/upload-app';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** One item of each kind that takes a picture, as an editor creates it. */
const newItems: Record<'messages' | 'testimonials' | 'achievements', Record<string, string>> = {
  messages: { category: 'Principal', name: 'Mrs. Lakshmi Rao', message: '<p>Welcome back to school.</p>' },
  testimonials: { name: 'Kavya Iyer, parent', description: 'The teachers know every child by name.' },
  achievements: { title: 'State chess champions', description: 'Our under-14 team won the state title.' },
};
const pictureKinds = Object.keys(newItems) as (keyof typeof newItems)[];

describe.each(databaseKinds)('pictures drawn with an item on %s', (kind) => {
  let server: UploadApp;
  let database: TestDatabase;
  let app: FastifyInstance;
  let consoles: (role: StaffRole) => PublishingConsole;
  let cookies: RoleMap;

  const upload = (slug: ConsoleKindSlug, id: string, parts: Part[], as: { cookie?: string } = {}) =>
    postMultipart(app, consoleUploadPath(slug, id), parts, { cookie: cookies.editor, ...as });
  const fileRows = () => database.db.selectFrom('files').selectAll().execute();
  const itemNow = async (slug: ConsoleKindSlug, id: string) => (await consoles('publisher').item(slug, id))!;

  async function create(slug: keyof typeof newItems): Promise<Item> {
    const created = await consoles('editor').create(slug, newItems[slug]);
    if (!created.ok) throw new Error(created.message);
    return created.value;
  }

  beforeAll(async () => {
    server = await openUploadApp(kind);
    ({ database, app, consoles, cookies } = server);
  });

  beforeEach(() => server.clear());

  afterAll(async () => {
    await server?.close();
  });

  it.each(pictureKinds)('%s take a photo, made safe and stored like an album photo', async (slug) => {
    const item = await create(slug);
    const answer = await upload(slug, item.id, [{ filename: 'portrait.jpg', data: await phonePhoto(48, 64, '#963') }]);
    expect(answer.statusCode).toBe(200);
    const [result] = answer.json().files;
    expect(result).toMatchObject({ name: 'portrait.jpg', ok: true, message: uploadMessages.uploaded });
    expect(result.path).toMatch(/^photos\/\d{4}\/[0-9a-f]{16}\.[0-9a-f]{8,}\.jpg$/);
    expect((await itemNow(slug, item.id)).attachments).toEqual([
      { path: result.path, alt: '', name: 'portrait.jpg', isPdf: false },
    ]);
  });

  it.each(pictureKinds)('%s refuse a PDF, storing nothing', async (slug) => {
    const item = await create(slug);
    const answer = await upload(slug, item.id, [{ filename: 'portrait.pdf', type: 'application/pdf', data: pdf }]);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().files).toEqual([{ name: 'portrait.pdf', ok: false, message: uploadMessages.notAPhoto }]);
    expect(await fileRows()).toEqual([]);
    expect((await itemNow(slug, item.id)).attachments).toEqual([]);
  });

  it.each([
    ['an office user', () => cookies.office, 403],
    ['someone signed out', () => undefined, 401],
  ])('refuse a portrait from %s', async (_label, cookie, status) => {
    const item = await create('messages');
    const answer = await upload('messages', item.id, [{ filename: 'p.jpg', data: await plainJpeg('#123', 20, 20) }], {
      cookie: cookie(),
    });
    expect(answer.statusCode).toBe(status);
    expect(await fileRows()).toEqual([]);
  });

  it.each([
    ['testimonials', { name: 'Kavya Iyer, parent', description: 'The teachers know every child by name.' }],
    ['news', { title: 'Sports day', date: '2026-11-20', description: '<p>Races and relays.</p>' }],
  ] as const)(
    "%s take no alt text (only an album's photos do), and the list is left as it was",
    async (slug, fields) => {
      const created = await consoles('editor').create(slug, fields);
      if (!created.ok) throw new Error(created.message);
      const item = created.value;
      const sent = await upload(slug, item.id, [{ filename: 'p.jpg', data: await plainJpeg('#456', 20, 20) }]);
      const { path } = sent.json().files[0];
      const refused = await consoles('editor').editAttachment(slug, item.id, { path, change: 'alt', alt: 'A smile' });
      expect(refused).toMatchObject({ ok: false, status: 400, message: consoleMessages.noAltText });
      expect((await itemNow(slug, item.id)).attachments).toMatchObject([{ path, alt: '' }]);
    },
  );

  it("a new portrait on a live leader's message waits in its draft, and the API shows it once published", async () => {
    const message = await create('messages');
    const first = await upload('messages', message.id, [
      { filename: 'old.jpg', data: await plainJpeg('#800', 20, 20) },
    ]);
    const live = await consoles('publisher').act('messages', message.id, 'publishNow', {
      version: message.version,
      form: {},
    });
    expect(live.ok).toBe(true);
    const publicPortraits = async () => {
      const records = (await app.inject({ url: apiPath('records', { schoolcode: schoolCode }) })).json<
        { name: string; attachments: string[] }[]
      >();
      return records.find((record) => record.name === newItems.messages.name)?.attachments;
    };
    expect(await publicPortraits()).toEqual([first.json().files[0].path]);

    // A new principal's photo goes first, so it is the one shown; the old one is deleted. All of it waits in the
    // draft until the message is published again.
    const second = await upload('messages', message.id, [
      { filename: 'new.jpg', data: await plainJpeg('#080', 20, 20) },
    ]);
    const newPath: string = second.json().files[0].path;
    expect((await itemNow('messages', message.id)).attachments.map((file) => file.path)).toEqual([
      newPath,
      first.json().files[0].path,
    ]);
    await consoles('editor').editAttachment('messages', message.id, {
      path: first.json().files[0].path,
      change: 'remove',
    });
    expect(await publicPortraits()).toEqual([first.json().files[0].path]);

    const draft = await itemNow('messages', message.id);
    expect(draft.attachments.map((file) => file.path)).toEqual([newPath]);
    const republished = await consoles('publisher').act('messages', message.id, 'publishNow', {
      version: draft.version,
      form: {},
    });
    expect(republished.ok).toBe(true);
    expect(await publicPortraits()).toEqual([newPath]);
  });

  describe("an event's photo and an announcement's poster, kept apart from their files", () => {
    const fields = {
      events: { title: 'Science fair', date: '2026-12-01', venue: 'Main hall' },
      announcements: { title: 'Admissions open for 2027-28' },
    } as const;
    /** What the spec's API shows of the item: its picture (`images`, or `image`) and its files. */
    const publicItem = async (slug: keyof typeof fields, id: string) => {
      const route = slug === 'events' ? 'events' : 'announcements';
      const items = (await app.inject({ url: apiPath(route, { schoolcode: schoolCode }) })).json<
        { _id: string; images?: string[]; image?: string[]; attachments: string[] }[]
      >();
      const item = items.find((entry) => entry._id === id);
      return item && { picture: item.images ?? item.image, attachments: item.attachments };
    };
    /** An upload to the item's picture (`?field=images`), from an editor. */
    const uploadPicture = (slug: ConsoleKindSlug, id: string, parts: Part[]) =>
      postMultipart(app, consoleUploadPath(slug, id, 'images'), parts, { cookie: cookies.editor });
    async function createEvent(): Promise<Item> {
      const created = await consoles('editor').create('events', fields.events);
      if (!created.ok) throw new Error(created.message);
      return created.value;
    }
    async function createLive(slug: keyof typeof fields): Promise<Item> {
      const created = await consoles('editor').create(slug, fields[slug]);
      if (!created.ok) throw new Error(created.message);
      const live = await consoles('publisher').act(slug, created.value.id, 'publishNow', {
        version: created.value.version,
        form: {},
      });
      if (!live.ok) throw new Error(live.message);
      return live.value;
    }

    it.each(['events', 'announcements'] as const)(
      '%s take a photo in their picture, which waits in the draft and goes on the site when published',
      async (slug) => {
        const item = await createLive(slug);
        const sent = await uploadPicture(slug, item.id, [
          { filename: 'poster.jpg', data: await phonePhoto(60, 40, '#c63') },
        ]);
        expect(sent.statusCode).toBe(200);
        const { path } = sent.json().files[0];
        const working = await itemNow(slug, item.id);
        expect(working.images).toEqual([{ path, alt: '', name: 'poster.jpg', isPdf: false }]);
        expect(working.attachments).toEqual([]);
        expect(working.hasDraft).toBe(true);
        expect(await publicItem(slug, item.id)).toEqual({ picture: [], attachments: [] });

        const published = await consoles('publisher').act(slug, item.id, 'publishNow', {
          version: working.version,
          form: {},
        });
        expect(published.ok).toBe(true);
        expect(await publicItem(slug, item.id)).toEqual({ picture: [path], attachments: [] });

        // Deleted from the picture, the photo leaves the site at the next publication, and storage with it.
        const removed = await consoles('editor').editAttachment(slug, item.id, {
          path,
          column: 'images',
          change: 'remove',
        });
        expect(removed.ok && removed.value.images).toEqual([]);
        const again = await consoles('publisher').act(slug, item.id, 'publishNow', {
          version: (await itemNow(slug, item.id)).version,
          form: {},
        });
        expect(again.ok).toBe(true);
        expect(await publicItem(slug, item.id)).toEqual({ picture: [], attachments: [] });
        expect(await fileRows()).toEqual([]);
      },
    );

    it('refuse a PDF as the picture, and leave the files as they were', async () => {
      const event = await createEvent();
      const answer = await uploadPicture('events', event.id, [
        { filename: 'notice.pdf', type: 'application/pdf', data: pdf },
      ]);
      expect(answer.statusCode).toBe(415);
      expect(answer.json().files[0].message).toBe(uploadMessages.notAPhoto);
      expect(await fileRows()).toEqual([]);
    });

    it.each([
      ['a kind with no picture kept apart', 'news', '?field=images'],
      ['a field that does not exist', 'events', '?field=description'],
    ])('refuse an upload to %s, storing nothing', async (_label, slug, query) => {
      const created = await consoles('editor').create(
        slug as 'news' | 'events',
        slug === 'news' ? { title: 'Sports day', date: '2026-11-20', description: '<p>Races.</p>' } : fields.events,
      );
      if (!created.ok) throw new Error(created.message);
      const answer = await postMultipart(
        app,
        `${consoleUploadPath(slug, created.value.id)}${query}`,
        [{ filename: 'p.jpg', data: await plainJpeg('#222', 20, 20) }],
        { cookie: cookies.editor },
      );
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe(consoleMessages.noAttachments);
      expect(await fileRows()).toEqual([]);
    });

    it('take no alt text, and refuse a change to a list the kind does not have', async () => {
      const event = await createEvent();
      const sent = await uploadPicture('events', event.id, [
        { filename: 'p.jpg', data: await plainJpeg('#333', 20, 20) },
      ]);
      const { path } = sent.json().files[0];
      const alt = await consoles('editor').editAttachment('events', event.id, {
        path,
        column: 'images',
        change: 'alt',
        alt: 'Students at the fair',
      });
      expect(alt).toMatchObject({ ok: false, status: 400, message: consoleMessages.noAltText });
      const elsewhere = await consoles('editor').editAttachment('news', event.id, {
        path,
        column: 'bogus' as 'images',
        change: 'remove',
      });
      expect(elsewhere).toMatchObject({ ok: false, status: 400, message: consoleMessages.noAttachments });
      expect((await itemNow('events', event.id)).images).toMatchObject([{ path, alt: '' }]);
    });
  });
});
