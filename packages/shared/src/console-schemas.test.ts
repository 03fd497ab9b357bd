/**
 * The console's form rules (console-schemas.ts), built from the kinds and
 * their fields (console-kinds.ts): required fields, maximum lengths, the
 * spec's categories as the only choices, real ISO days, safe addresses,
 * unknown fields dropped; the schedule form in the school's time zone; the
 * comment that "Send back" needs.
 */
import { describe, expect, it } from 'vitest';
import {
  choiceLabel,
  consoleKindOf,
  consoleKinds,
  editableColumns,
  findConsoleKind,
  itemHeading,
  roleAccepts,
  type ConsoleField,
  type ConsoleKind,
} from './console-kinds';
import { itemFieldsSchema, scheduleSchema, sendBackSchema } from './console-schemas';
import { circularCategories, galleryCategories, leaderCategories, schoolTabs } from './content-categories';

const kinds = consoleKinds as readonly ConsoleKind[];

function kind(slug: string): ConsoleKind {
  const found = findConsoleKind(slug);
  if (!found) throw new Error(`no console kind ${slug}`);
  return found;
}

function parse(slug: string, form: Record<string, unknown>) {
  return itemFieldsSchema(kind(slug)).safeParse(form);
}

/** The message of each field that failed, by field name. */
function errors(slug: string, form: Record<string, unknown>): Record<string, string> {
  const result = parse(slug, form);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/** A value each kind of input accepts. */
function validValue(field: ConsoleField): string {
  switch (field.input) {
    case 'date':
      return '2026-03-10';
    case 'url':
      return 'https://school.example.org/form';
    case 'select':
      return field.choices![0]!;
    case 'richText':
      return '<p>Text</p>';
    case 'disclosure':
      return JSON.stringify({ figures: { classrooms: '12' } });
    default:
      return `${field.label} text`;
  }
}

const validForm = (target: ConsoleKind) =>
  Object.fromEntries(target.fields.map((field) => [field.column, validValue(field)]));

describe('the console kinds', () => {
  it('are every kind of the console, at /admin/<slug>, named as the public site names them', () => {
    expect(kinds.map((entry) => [entry.slug, entry.label])).toEqual([
      ['alerts', 'Alerts'],
      ['highlights', 'Highlights'],
      ['news', 'News'],
      ['events', 'Events'],
      ['circulars', 'Circulars'],
      ['testimonials', 'Testimonials'],
      ['messages', 'Messages'],
      ['achievements', 'Achievements'],
      ['registrations', 'Registrations'],
      ['announcements', 'Announcements'],
      ['albums', 'Photo albums'],
      ['videos', 'Videos'],
      ['pages', 'Pages'],
      ['disclosure', 'Disclosure'],
      ['documents', 'Documents'],
    ]);
  });

  it('give only pages one item per page of the site map, its text edited with its blocks', () => {
    expect(kinds.filter((entry) => 'sitePage' in entry && entry.sitePage).map((entry) => entry.slug)).toEqual([
      'pages',
    ]);
    expect(kind('pages').fields.map((field) => [field.column, field.input])).toEqual([
      ['title', 'text'],
      ['description', 'textarea'],
      ['message', 'pageText'],
    ]);
  });

  it('give only documents a key that pages link them by', () => {
    expect(kinds.filter((entry) => 'keyed' in entry && entry.keyed).map((entry) => entry.slug)).toEqual(['documents']);
  });

  it('let staff order only highlights and registration entries', () => {
    expect(kinds.filter((entry) => entry.ordered).map((entry) => entry.slug)).toEqual(['highlights', 'registrations']);
  });

  it('offer the spec categories as choices, never free text', () => {
    expect(kind('messages').fields.find((field) => field.column === 'category')).toMatchObject({
      input: 'select',
      required: true,
      choices: leaderCategories,
    });
    expect(kind('circulars').fields.find((field) => field.column === 'category')).toMatchObject({
      input: 'select',
      required: true,
      choices: circularCategories,
    });
    expect(kind('alerts').fields.find((field) => field.column === 'category')).toMatchObject({
      label: 'Level',
      input: 'select',
      required: true,
      choices: ['Information', 'Warning', 'Urgent'],
    });
    for (const entry of kinds) {
      for (const field of entry.fields) {
        expect(editableColumns).toContain(field.column);
        if (field.column === 'category') expect(field.input).toBe('select');
        if (field.input === 'select') expect(field.choices?.length).toBeGreaterThan(0);
      }
    }
  });

  it("name every choice as the public site does, and refuse a stored word that isn't a choice in those words", () => {
    const albums = kind('albums');
    const category = albums.fields.find((field) => field.column === 'category')!;
    expect(galleryCategories.map((choice) => choiceLabel(category, choice))).toEqual([
      'Photo Gallery',
      'Sports Awards & Achievements',
      'Awards & Achievements',
    ]);
    expect(errors('albums', { ...validForm(albums), category: 'Gallery' })).toEqual({
      category: 'Choose one of: Photo Gallery, Sports Awards & Achievements, Awards & Achievements.',
    });
    // Where the stored word is the public one (a leader, a magazine), it is shown as stored.
    const leader = kind('messages').fields.find((field) => field.column === 'category')!;
    expect(leaderCategories.map((choice) => choiceLabel(leader, choice))).toEqual([...leaderCategories]);
  });

  it('tell records apart by category: messages, achievements, and nothing for the rest', () => {
    for (const category of leaderCategories) expect(consoleKindOf('record', category)?.slug).toBe('messages');
    expect(consoleKindOf('record', 'Achievement')?.slug).toBe('achievements');
    expect(consoleKindOf('record', 'Admission')).toBeUndefined();
    expect(consoleKindOf('news', '')?.slug).toBe('news');
    for (const category of galleryCategories) expect(consoleKindOf('gallery', category)?.slug).toBe('albums');
    expect(findConsoleKind('yearbooks')).toBeUndefined();
  });

  it('give albums the fields of spec section 3 and a Photos field, and no other kind files yet', () => {
    expect(kind('albums').fields.map((field) => [field.label, field.input, field.required])).toEqual([
      ['Title', 'text', true],
      ['Description', 'textarea', false],
      ['Category', 'select', true],
      ['School', 'select', true],
      ['Date', 'date', true],
    ]);
    expect(kind('albums').fields.find((field) => field.label === 'School')?.choices).toEqual(schoolTabs);
    expect(kind('albums').fields.find((field) => field.label === 'Category')?.choices).toEqual(galleryCategories);
    // every kind whose spec row links its first attachment takes files; albums take photos. Every kind
    // whose item the site draws with a picture (a leader's portrait, a testimonial's or an achievement's photo)
    // takes that picture.
    const files = { role: 'files', label: 'Files' };
    const photo = { role: 'picture', label: 'Photo' };
    expect(kinds.filter((entry) => entry.attachments).map((entry) => [entry.slug, entry.attachments])).toEqual([
      ['highlights', files],
      ['news', files],
      ['events', files],
      ['circulars', files],
      ['testimonials', photo],
      ['messages', { role: 'picture', label: 'Portrait' }],
      ['achievements', photo],
      ['registrations', files],
      ['announcements', files],
      ['albums', { role: 'album', label: 'Photos' }],
      ['documents', { role: 'document', label: 'File' }],
    ]);
    expect(roleAccepts).toEqual({ album: 'photo', picture: 'photo', files: 'file', document: 'document' });
  });

  it('name a list row by its title, else the person, else "(untitled)"', () => {
    expect(itemHeading({ title: ' Sports day ', name: 'A. Person' })).toBe('Sports day');
    expect(itemHeading({ title: '  ', name: 'A. Person' })).toBe('A. Person');
    expect(itemHeading({})).toBe('(untitled)');
  });
});

describe('itemFieldsSchema', () => {
  describe.each(kinds.map((entry) => [entry.slug, entry] as const))('%s', (_slug, target) => {
    it('accepts a form with every field filled in, and answers exactly the kind’s fields', () => {
      const result = itemFieldsSchema(target).safeParse(validForm(target));
      expect(result.success).toBe(true);
      expect(Object.keys(result.data!).sort()).toEqual(target.fields.map((field) => field.column).sort());
    });

    it.each(target.fields.filter((field) => field.required).map((field) => [field.column, field] as const))(
      'requires %s',
      (column, field) => {
        for (const missing of [undefined, '', '   ']) {
          const form = { ...validForm(target), [column]: missing };
          const result = itemFieldsSchema(target).safeParse(form);
          expect(result.success).toBe(false);
          expect([...new Set(result.error!.issues.map((issue) => issue.path[0]))]).toEqual([column]);
          if (field.input !== 'select') expect(result.error!.issues[0]!.message).toBe(`Please fill in ${field.label}.`);
        }
      },
    );

    it('fills optional fields left out with empty text', () => {
      const form = Object.fromEntries(
        target.fields.filter((field) => field.required).map((field) => [field.column, validValue(field)]),
      );
      const result = itemFieldsSchema(target).safeParse(form);
      expect(result.success).toBe(true);
      for (const field of target.fields.filter((entry) => !entry.required)) expect(result.data![field.column]).toBe('');
    });

    it.each(
      target.fields
        // A disclosure is JSON, which no run of letters is: disclosure-schema.test.ts checks what it may hold.
        .filter((field) => field.input !== 'date' && field.input !== 'select' && field.input !== 'disclosure')
        .map((field) => [field.column, field] as const),
    )('limits %s to its maximum length', (column, field) => {
      const filler = (length: number) =>
        field.input === 'url' ? `https://example.org/${'a'.repeat(length - 20)}` : 'a'.repeat(length);
      expect(filler(field.maxLength)).toHaveLength(field.maxLength);
      const longest = itemFieldsSchema(target).safeParse({ ...validForm(target), [column]: filler(field.maxLength) });
      expect(longest.success).toBe(true);
      const tooLong = itemFieldsSchema(target).safeParse({
        ...validForm(target),
        [column]: filler(field.maxLength + 1),
      });
      expect(tooLong.success).toBe(false);
      expect(tooLong.error!.issues[0]).toMatchObject({
        path: [column],
        message: `${field.label} can be at most ${field.maxLength} characters.`,
      });
    });

    it('drops fields the kind does not have', () => {
      const result = itemFieldsSchema(target).safeParse({
        ...validForm(target),
        status: 'published',
        version: '7',
        school_code: 'other',
        attachments: '["/etc/passwd"]',
      });
      expect(result.success).toBe(true);
      for (const key of ['status', 'version', 'school_code', 'attachments'])
        expect(result.data).not.toHaveProperty(key);
    });
  });

  it('keeps the max lengths the kinds declare (300 for a line, 20,000 for text, 100 for an event time)', () => {
    const news = kind('news');
    expect(news.fields.find((field) => field.column === 'title')?.maxLength).toBe(300);
    // An alert is read at a glance at the top of every page.
    expect(kind('alerts').fields.find((field) => field.column === 'title')).toMatchObject({
      label: 'Message',
      maxLength: 200,
    });
    expect(news.fields.find((field) => field.column === 'description')?.maxLength).toBe(20_000);
    expect(kind('events').fields.find((field) => field.column === 'time')?.maxLength).toBe(100);
  });

  it('trims what staff type', () => {
    const result = parse('news', { title: '  Sports day  ', date: ' 2026-03-10 ', description: ' <p>x</p> ' });
    expect(result.data).toEqual({ title: 'Sports day', date: '2026-03-10', description: '<p>x</p>' });
  });

  it('drops a field of another kind: a highlight has only a title', () => {
    expect(
      parse('highlights', { title: 'Exams begin', description: 'not a highlight field', url: 'https://x.org' }).data,
    ).toEqual({
      title: 'Exams begin',
    });
  });

  it('refuses values that are not text', () => {
    expect(errors('news', { title: 42, date: '2026-03-10', description: 'x' })).toHaveProperty('title');
    expect(errors('news', { title: ['a', 'b'], date: '2026-03-10', description: 'x' })).toHaveProperty('title');
    // null is a field left empty
    expect(errors('events', { title: 'Fair', date: '2026-03-10', venue: null })).toEqual({});
  });

  describe('categories', () => {
    const message = { name: 'A. Person', message: '<p>Welcome</p>' };

    it.each(leaderCategories.map((category) => [category]))('a message accepts %s', (category) => {
      expect(parse('messages', { ...message, category }).success).toBe(true);
    });

    it.each([
      ['Admission'],
      ['Achievement'],
      ['chairman'],
      ['PRINCIPAL'],
      ['Vice Chairman'],
      ['Pro-Vice Chairman'],
      ['anything'],
    ])('a message refuses %s', (category) => {
      expect(errors('messages', { ...message, category })).toEqual({
        category: 'Choose one of: Chairman, Director, Principal.',
      });
    });

    it('a message needs a category', () => {
      expect(errors('messages', message)).toHaveProperty('category');
    });

    it('a circular is Loquacity or Dipscoop, nothing else', () => {
      const circular = { title: 'Issue 4', date: '2026-01-15' };
      expect(parse('circulars', { ...circular, category: 'Loquacity' }).success).toBe(true);
      expect(parse('circulars', { ...circular, category: 'Dipscoop' }).success).toBe(true);
      for (const category of ['loquacity', 'Newsletter', 'Chairman', '']) {
        expect(errors('circulars', { ...circular, category })).toHaveProperty('category');
      }
    });
  });

  describe('dates', () => {
    const news = (date: string) => ({ title: 'Sports day', date, description: 'Text' });

    it.each([['2026-03-10'], ['2026-02-28'], ['2028-02-29'], ['2026-12-31'], ['2026-04-30']])('accepts %s', (date) => {
      expect(parse('news', news(date)).data?.date).toBe(date);
    });

    it.each([
      ['2026-02-31'],
      ['2026-02-29'],
      ['2026-04-31'],
      ['2026-02-30'],
      ['2026-13-01'],
      ['2026-00-10'],
      ['2026-03-00'],
      ['2026-03-32'],
      ['2026-3-10'],
      ['10-03-2026'],
      ['10/03/2026'],
      ['2026-03-10T10:00'],
      ['2026-03-10T00:00:00.000Z'],
      ['March 10, 2026'],
      ['tomorrow'],
    ])('refuses %s', (date) => {
      expect(errors('news', news(date))).toEqual({ date: 'Date must be a date.' });
    });

    it('requires the date where the kind has one (a video)', () => {
      expect(errors('videos', { title: 'Concert', video_url: 'https://www.youtube.com/watch?v=abc' })).toHaveProperty(
        'date',
      );
    });
  });

  describe('addresses', () => {
    const registration = (url: string) => ({ title: 'Admissions 2026', url });

    it.each([
      ['https://forms.example.org/admission'],
      ['https://example.org/a?b=c#d'],
      ['/admission/registration'],
      ['/downloads/form.pdf'],
    ])('accepts %s', (url) => {
      expect(parse('registrations', registration(url)).data?.url).toBe(url);
    });

    it.each([
      ['javascript:alert(1)'],
      ['JavaScript:alert(document.cookie)'],
      ['  javascript:alert(1)'],
      ['java\tscript:alert(1)'],
      ['data:text/html,<script>alert(1)</script>'],
      ['vbscript:msgbox(1)'],
      ['file:///etc/passwd'],
      ['//evil.example.org/form'],
      ['/\\evil.example.org'],
      ['not a link'],
      ['example.org/form'],
    ])('refuses %s', (url) => {
      const found = errors('registrations', registration(url));
      expect(Object.keys(found)).toEqual(['url']);
      expect(found.url).toMatch(/https:\/\//);
    });

    it('leaves an optional address empty, and still checks one that is given', () => {
      expect(parse('announcements', { title: 'Holiday', url: '' }).data?.url).toBe('');
      expect(errors('announcements', { title: 'Holiday', url: 'javascript:alert(1)' })).toHaveProperty('url');
      expect(errors('announcements', { title: 'Holiday', url: '//evil.example.org' })).toHaveProperty('url');
    });

    it('checks a video address the same way', () => {
      const video = (video_url: string) => ({ title: 'Concert', date: '2026-03-10', video_url });
      expect(parse('videos', video('https://www.youtube.com/watch?v=abc')).success).toBe(true);
      expect(errors('videos', video('javascript:alert(1)'))).toHaveProperty('video_url');
      expect(errors('videos', video('//www.youtube.com/watch?v=abc'))).toHaveProperty('video_url');
    });
  });
});

describe('scheduleSchema', () => {
  const schedule = scheduleSchema('Asia/Kolkata');

  it('turns the school’s clock into UTC instants', () => {
    expect(schedule.parse({ publishAt: '2026-11-24T09:30', unpublishAt: '' })).toEqual({
      publishAt: '2026-11-24T04:00:00.000Z',
      unpublishAt: null,
    });
    expect(schedule.parse({ publishAt: '2026-11-24T09:30', unpublishAt: '2026-11-25T00:15' })).toEqual({
      publishAt: '2026-11-24T04:00:00.000Z',
      unpublishAt: '2026-11-24T18:45:00.000Z',
    });
  });

  it('reads another school’s time zone the same way', () => {
    expect(scheduleSchema('Europe/London').parse({ publishAt: '2026-07-01T09:00' }).publishAt).toBe(
      '2026-07-01T08:00:00.000Z',
    );
  });

  it('leaves either field empty (or out)', () => {
    expect(schedule.parse({})).toEqual({ publishAt: null, unpublishAt: null });
    expect(schedule.parse({ publishAt: '  ', unpublishAt: '' })).toEqual({ publishAt: null, unpublishAt: null });
    expect(schedule.parse({ unpublishAt: '2026-11-24T09:30' })).toEqual({
      publishAt: null,
      unpublishAt: '2026-11-24T04:00:00.000Z',
    });
  });

  it.each([
    ['tomorrow'],
    ['2026-11-24'],
    ['2026-11-24 09:30'],
    ['2026-11-24T9:30'],
    ['2026-11-24T09:30:00'],
    ['2026-11-24T04:00:00.000Z'],
    ['2026-02-31T10:00'],
    ['2026-11-24T24:00'],
    ['2026-11-24T09:60'],
  ])('refuses %s', (value) => {
    const publish = schedule.safeParse({ publishAt: value });
    expect(publish.success).toBe(false);
    expect(publish.error!.issues).toEqual([
      expect.objectContaining({ path: ['publishAt'], message: 'Publish at must be a date and a time.' }),
    ]);
    const end = schedule.safeParse({ unpublishAt: value });
    expect(end.error!.issues).toEqual([
      expect.objectContaining({ path: ['unpublishAt'], message: 'Unpublish at must be a date and a time.' }),
    ]);
  });

  it('needs the end after the start', () => {
    for (const unpublishAt of ['2026-11-24T09:29', '2026-11-24T09:30', '2026-11-23T18:00']) {
      const result = schedule.safeParse({ publishAt: '2026-11-24T09:30', unpublishAt });
      expect(result.success).toBe(false);
      expect(result.error!.issues).toEqual([
        expect.objectContaining({ path: ['unpublishAt'], message: 'Unpublish at must be later than Publish at.' }),
      ]);
    }
    expect(schedule.safeParse({ publishAt: '2026-11-24T09:30', unpublishAt: '2026-11-24T09:31' }).success).toBe(true);
  });
});

describe('sendBackSchema', () => {
  it('needs a comment', () => {
    for (const form of [{}, { comment: '' }, { comment: '   \n ' }]) {
      const result = sendBackSchema.safeParse(form);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual(['comment']);
    }
    expect(sendBackSchema.safeParse({ comment: '' }).error!.issues[0]!.message).toBe(
      'Please write a comment that says what to change.',
    );
  });

  it('keeps the comment, trimmed, up to 2,000 characters', () => {
    expect(sendBackSchema.parse({ comment: '  Fix the date.  ' })).toEqual({ comment: 'Fix the date.' });
    expect(sendBackSchema.safeParse({ comment: 'a'.repeat(2000) }).success).toBe(true);
    expect(sendBackSchema.safeParse({ comment: 'a'.repeat(2001) }).success).toBe(false);
  });
});
