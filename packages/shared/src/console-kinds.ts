/**
 * Every kind of stored content the staff console edits: its address under
 * /admin, what the public site calls it, where it is stored and the fields of
 * spec section 3 that staff type. The console's forms and the server's checks
 * are both built from this one list (see console-schemas.ts).
 */
import {
  alertLevels,
  circularCategories,
  galleryCategories,
  galleryCategoryLabels,
  leaderCategories,
  schoolTabs,
  type ContentKind,
} from './content-categories';
import { disclosureKey } from './disclosure';
import { may, type StaffAction, type StaffRole } from './staff-permissions';
import type { AttachmentKind } from './upload-rules';

/** The stored columns staff may edit; files (attachments, images) are handled by the upload screens. */
export const editableColumns = [
  'category',
  'school_tab',
  'title',
  'name',
  'date',
  'time',
  'venue',
  'description',
  'message',
  'url',
  'video_url',
] as const;
export type EditableColumn = (typeof editableColumns)[number];
export type ItemFields = Partial<Record<EditableColumn, string>>;

/** An alert is a sentence or two, read at a glance at the top of every page. */
export const alertMaxLength = 200;

/** Alt text says what a photo shows in a sentence or two. */
export const attachmentAltMaxLength = 300;

/**
 * `richText`: formatted text stored as sanitised HTML (news, messages); `pageText`: a page's text with its blocks,
 * stored as Markdown with blocks (decision 021), which the server turns into the editor's HTML and back;
 * `disclosure`: the figures, dates and lists of the CBSE disclosure (disclosure.ts), kept as JSON.
 */
export type FieldInput = 'text' | 'textarea' | 'richText' | 'pageText' | 'date' | 'url' | 'select' | 'disclosure';

export interface ConsoleField {
  column: EditableColumn;
  /** The spec's field name in plain words. */
  label: string;
  input: FieldInput;
  required: boolean;
  maxLength: number;
  choices?: readonly string[];
  /** How a choice reads on screen, where the stored word is not what the public site calls it. */
  choiceLabels?: Readonly<Record<string, string>>;
  hint?: string;
}

/** A select field's choice as staff read it. */
export function choiceLabel(field: ConsoleField, choice: string): string {
  return field.choiceLabels?.[choice] ?? choice;
}

export interface ConsoleKind {
  /** The address: `/admin/<slug>`. */
  slug: string;
  /** The navigation link, named as the public site names it. */
  label: string;
  /** One item, in sentences ("news item"). */
  noun: string;
  stored: ContentKind;
  /** Records share one stored kind; these categories tell messages from achievements. */
  categories?: readonly string[];
  fields: readonly ConsoleField[];
  /** Staff set the order on the site (highlights, registration entries). */
  ordered: boolean;
  /** Pages link each item by a key made from its title when it is created (content-keys.ts): documents. */
  keyed?: boolean;
  /**
   * Each item is the text of one page of the site map, keyed by the page's id: the list shows every page, written
   * or not, and an item is made for a page, never on its own. A draft is previewed on its own page.
   */
  sitePage?: boolean;
  /**
   * The site-map page (by id) a draft is previewed on, or one per category. Highlights have none: the
   * header ticker is read by the browser from the API, so a server-side preview could not show a draft there;
   * documents have none either: a document's draft is its file, which staff open from its edit screen.
   */
  previewPage?: string | Readonly<Record<string, string>>;
  /** The files staff attach on the edit screen: what the site does with them, and what the field is called. */
  attachments?: FileField;
  /** The picture kept apart from the files, where the spec has one (an event's `images`, an announcement's `image`). */
  images?: FileField;
  /**
   * A school has one of it (the disclosure): stored under this key with this title, opened straight from the
   * navigation, never listed or made twice.
   */
  single?: { key: string; heading: string };
  /** What a role must also be allowed, beyond each step's own permission, to see or change the kind at all. */
  requires?: StaffAction;
}

/** A file field of the edit screen, by the column its list is stored in; the screen shows the picture first. */
export type FileColumn = 'attachments' | 'images';
export const fileColumns: readonly FileColumn[] = ['images', 'attachments'];

/** Where the console sends an item's files: a Fastify route, since React Router would hold whole files in memory. */
export const consoleUploadRoute = '/admin/upload/:kind/:id';
export const consoleUploadPath = (kind: string, id: string, field: FileColumn = 'attachments') =>
  `/admin/upload/${encodeURIComponent(kind)}/${encodeURIComponent(id)}${field === 'images' ? '?field=images' : ''}`;

/** The file field a request names (a form value, a query parameter), or undefined for anything else. */
export const asFileColumn = (value: unknown): FileColumn | undefined => fileColumns.find((column) => column === value);

export interface FileField {
  role: AttachmentRole;
  label: string;
}

/**
 * What the site does with an item's files, which also says how the edit screen speaks of them:
 * - `album`: photos, each described by staff (alt text); the first is the album's cover;
 * - `picture`: a picture drawn with the item (a leader's portrait, a testimonial's photo); the site describes it
 *   by the item's own name or title, and draws the first one;
 * - `files`: PDFs and pictures the site links (spec section 3); it links the first one;
 * - `document`: the versions of one PDF the site's pages link by the document's own address; the first is the
 *   one served, the others are its earlier versions, kept so that one can be put back.
 */
export type AttachmentRole = 'album' | 'picture' | 'files' | 'document';

/** The files each role takes: photos only, PDFs and pictures, or PDFs only. */
export const roleAccepts: Record<AttachmentRole, AttachmentKind> = {
  album: 'photo',
  picture: 'photo',
  files: 'file',
  document: 'document',
};

/**
 * A picture or a document is replaced rather than collected (a new principal, this year's fee structure): it is
 * uploaded one at a time and goes first, so the site shows the newest; album photos and files go last, in the
 * order they were added.
 */
export const newFileGoesFirst = (role: AttachmentRole): boolean => role === 'picture' || role === 'document';

const field = (
  column: EditableColumn,
  label: string,
  input: FieldInput,
  options: Partial<Omit<ConsoleField, 'column' | 'label' | 'input'>> = {},
): ConsoleField => ({
  column,
  label,
  input,
  required: options.required ?? false,
  maxLength: options.maxLength ?? (input === 'richText' || input === 'textarea' ? 20_000 : 300),
  ...(options.choices ? { choices: options.choices } : {}),
  ...(options.choiceLabels ? { choiceLabels: options.choiceLabels } : {}),
  ...(options.hint ? { hint: options.hint } : {}),
});

const title = field('title', 'Title', 'text', { required: true });
const files = { role: 'files', label: 'Files' } as const;
const photo = { role: 'picture', label: 'Photo' } as const;
const date = field('date', 'Date', 'date', { required: true });

export const consoleKinds = [
  {
    // First in the navigation: on the day the school closes for a flood, the office finds it at once.
    slug: 'alerts',
    label: 'Alerts',
    noun: 'alert',
    stored: 'alert',
    ordered: false,
    previewPage: 'home',
    fields: [
      field('title', 'Message', 'text', {
        required: true,
        maxLength: alertMaxLength,
        hint: 'What every visitor must know now, such as “School is closed on Monday 1 December because of the cyclone.” Every page shows it at the top.',
      }),
      field('category', 'Level', 'select', {
        required: true,
        choices: alertLevels,
        hint: 'Urgent is marked as an alert for screen readers and cannot be closed; Information can be closed by each visitor.',
      }),
      field('url', 'More', 'url', {
        hint: 'A page with more (optional), on this site such as /holiday-list or elsewhere as https://...: the alert links it as “More”.',
      }),
    ],
  },
  {
    slug: 'highlights',
    label: 'Highlights',
    noun: 'highlight',
    stored: 'highlight',
    ordered: true,
    attachments: files,
    fields: [title],
  },
  {
    slug: 'news',
    label: 'News',
    noun: 'news item',
    stored: 'news',
    ordered: false,
    previewPage: 'news',
    attachments: files,
    fields: [title, date, field('description', 'Description', 'richText', { required: true })],
  },
  {
    slug: 'events',
    label: 'Events',
    noun: 'event',
    stored: 'event',
    ordered: false,
    previewPage: 'upcoming-events',
    attachments: files,
    images: photo,
    fields: [
      title,
      date,
      field('time', 'Time', 'text', { hint: 'For example 10:00 AM to 1:00 PM', maxLength: 100 }),
      field('venue', 'Venue', 'text'),
      field('description', 'Description', 'richText'),
    ],
  },
  {
    slug: 'circulars',
    label: 'Circulars',
    noun: 'magazine issue',
    stored: 'circular',
    ordered: false,
    previewPage: { Loquacity: 'loquacity', Dipscoop: 'dipscoop' },
    attachments: files,
    fields: [field('category', 'Category', 'select', { required: true, choices: circularCategories }), title, date],
  },
  {
    slug: 'testimonials',
    label: 'Testimonials',
    noun: 'testimonial',
    stored: 'testimonial',
    ordered: false,
    previewPage: 'testimonials',
    attachments: photo,
    fields: [
      field('name', 'Name', 'text', { required: true }),
      field('description', 'Description', 'textarea', { required: true }),
    ],
  },
  {
    slug: 'messages',
    label: 'Messages',
    noun: 'leader’s message',
    stored: 'record',
    categories: leaderCategories,
    ordered: false,
    previewPage: { Chairman: 'chairman-message', Director: 'director-message', Principal: 'principal-message' },
    attachments: { role: 'picture', label: 'Portrait' },
    fields: [
      field('category', 'Category', 'select', { required: true, choices: leaderCategories }),
      field('name', 'Name', 'text', { required: true }),
      field('title', 'Title', 'text', { hint: 'The heading above the message, if any' }),
      field('message', 'Message', 'richText', { required: true }),
    ],
  },
  {
    slug: 'achievements',
    label: 'Achievements',
    noun: 'achievement',
    stored: 'record',
    categories: ['Achievement'],
    ordered: false,
    previewPage: 'home',
    attachments: photo,
    fields: [title, field('description', 'Description', 'textarea')],
  },
  {
    slug: 'registrations',
    label: 'Registrations',
    noun: 'registration entry',
    stored: 'registration',
    ordered: true,
    previewPage: 'home',
    attachments: files,
    fields: [title, field('url', 'URL', 'url', { required: true, hint: 'The registration form, https://...' })],
  },
  {
    slug: 'announcements',
    label: 'Announcements',
    noun: 'announcement',
    stored: 'announcement',
    ordered: false,
    previewPage: 'home',
    attachments: files,
    images: { role: 'picture', label: 'Poster' },
    fields: [
      title,
      field('description', 'Description', 'textarea'),
      field('url', 'URL', 'url', { hint: 'Shown as "Click Here", if given' }),
    ],
  },
  {
    slug: 'albums',
    label: 'Photo albums',
    noun: 'album',
    stored: 'gallery',
    ordered: false,
    previewPage: {
      PhotoGallery: 'gallery',
      AwardsAchievement: 'awards-achievements',
      SportsAwards: 'sports-awards-acheivement',
    },
    attachments: { role: 'album', label: 'Photos' },
    fields: [
      title,
      field('description', 'Description', 'textarea'),
      field('category', 'Category', 'select', {
        required: true,
        choices: galleryCategories,
        choiceLabels: galleryCategoryLabels,
        hint: 'The page the album is on: the Photo Gallery lists it; the two awards pages show its photos in their carousel.',
      }),
      field('school_tab', 'School', 'select', {
        required: true,
        choices: schoolTabs,
        hint: 'The tab of the Gallery page the album is under.',
      }),
      field('date', 'Date', 'date', { required: true, hint: 'The day of the event.' }),
    ],
  },
  {
    slug: 'videos',
    label: 'Videos',
    noun: 'video',
    stored: 'video',
    ordered: false,
    previewPage: 'video-gallery',
    fields: [title, date, field('video_url', 'Video URL', 'url', { required: true, hint: 'A YouTube address' })],
  },
  {
    slug: 'pages',
    label: 'Pages',
    noun: 'page',
    stored: 'page',
    ordered: false,
    sitePage: true,
    fields: [
      field('title', 'Title', 'text', { required: true, maxLength: 120, hint: 'The page’s heading.' }),
      field('description', 'Description', 'textarea', {
        maxLength: 300,
        hint: 'A sentence or two that search engines and shared links show under the title.',
      }),
      // The editor's HTML, which holds every block of a long page (the longest demo page is about 25,000 characters).
      field('message', 'Text', 'pageText', { maxLength: 200_000 }),
    ],
  },
  {
    // The Board's format, kept by those who answer for it: publishers and admins.
    slug: 'disclosure',
    label: 'Disclosure',
    noun: 'disclosure',
    stored: 'disclosure',
    ordered: false,
    single: { key: disclosureKey, heading: 'Mandatory Public Disclosure' },
    requires: 'content.publish',
    previewPage: disclosureKey,
    fields: [field('message', 'Disclosure', 'disclosure', { required: true, maxLength: 200_000 })],
  },
  {
    slug: 'documents',
    label: 'Documents',
    noun: 'document',
    stored: 'document',
    ordered: false,
    keyed: true,
    attachments: { role: 'document', label: 'File' },
    fields: [
      field('title', 'Title', 'text', {
        required: true,
        maxLength: 150,
        hint: 'As the pages name it, such as Fee structure 2027-28',
      }),
    ],
  },
] as const satisfies readonly ConsoleKind[];

export type ConsoleKindSlug = (typeof consoleKinds)[number]['slug'];

export function findConsoleKind(slug: string): ConsoleKind | undefined {
  return (consoleKinds as readonly ConsoleKind[]).find((kind) => kind.slug === slug);
}

/** Whether a role may take a step needing `action` on a kind: the step's own permission, and the kind's. */
export function mayOnKind(role: StaffRole | undefined, kind: ConsoleKind, action: StaffAction): boolean {
  return may(role, action) && (kind.requires === undefined || may(role, kind.requires));
}

/** The console kind a stored row belongs to (records by their category). */
export function consoleKindOf(stored: ContentKind, category: string): ConsoleKind | undefined {
  return (consoleKinds as readonly ConsoleKind[]).find(
    (kind) => kind.stored === stored && (!kind.categories || kind.categories.includes(category)),
  );
}

/** The site-map page id a draft is previewed on, if it has one: a page's own, else its kind's (and category's). */
export function previewPageId(
  kind: ConsoleKind,
  item: { category?: string | undefined; key?: string | null | undefined },
): string | undefined {
  if (kind.sitePage) return item.key ?? undefined;
  const page = kind.previewPage;
  return typeof page === 'string' ? page : page?.[item.category ?? ''];
}

/**
 * What a list row shows as the item's name: its title, or the person's name where a kind has no title; the one item
 * of its kind (the disclosure) is named by its kind.
 */
export function itemHeading(fields: ItemFields, kind?: Pick<ConsoleKind, 'single'>): string {
  return kind?.single?.heading ?? (fields.title?.trim() || fields.name?.trim() || '(untitled)');
}
