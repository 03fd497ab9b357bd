/**
 * What a page's content becomes after the server has read its Markdown and
 * resolved every reference: a list of blocks, each plain data that the
 * browser can receive as loader data and render without the content files.
 */
import type { CarouselName } from '@school/shared/carousel-settings';
import type { Template } from '@school/shared/site-schema';

export interface ImageView {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface PhotoGroupView {
  id: string;
  title?: string;
  images: ImageView[];
  animated?: boolean;
}

/** A link as a page shows it: a page of this site, a document, or another site. */
export interface ResolvedLink {
  label: string;
  href: string;
  /** Documents and other sites open in a new tab; pages of this site do not. */
  newTab: boolean;
  kind: 'page' | 'document' | 'url';
}

export type TableCellView = string | ResolvedLink;

export interface YearView {
  year: string;
  intro?: string;
  columns: { heading?: string; items: { label: string; href: string; image: ImageView; newTab: boolean }[] }[];
}

/**
 * Where a `::live` block's data comes from: a feed, and for a feed over a shared list, which kind of it. Which feeds
 * exist is up to the web app's features; this model names none of them.
 */
export interface LiveFeed {
  feed: string;
  category?: string;
}

/** Plain data, as a loader hands it to the browser. */
type Plain = string | number | boolean | null | undefined | Plain[] | { [key: string]: Plain };

/** A live block after loading: its feed, and the props of that feed's component. */
export interface LiveView {
  feed: string;
  [prop: string]: Plain;
}

export type ContentBlock =
  | { kind: 'html'; html: string }
  | { kind: 'table'; caption: string; columns: string[]; rows: TableCellView[][] }
  | { kind: 'list'; title?: string; columns: 1 | 2 | 3; items: TableCellView[] }
  /** Numbered questions, each with its answer as HTML: paragraphs and lists, their links and the school's facts. */
  | { kind: 'faq'; items: { question: string; answerHtml: string }[] }
  | { kind: 'photos'; group: PhotoGroupView }
  /** `label` is what the link that opens the PDF says, before " (PDF)": "Open the holiday list". */
  | { kind: 'pdf'; title: string; href: string; height: number; label: string }
  | { kind: 'sitemap' }
  | { kind: 'carousel'; group: PhotoGroupView; settings: CarouselName }
  | { kind: 'years'; years: YearView[] }
  /** A box of text slides under a title; each slide is HTML that starts with its heading. */
  | { kind: 'slides'; title: string; slides: string[] }
  | { kind: 'tab'; label: string; blocks: ContentBlock[] }
  /** Stored content placed by `::live{feed=...}`; the page's loader fills in `view` on every request. */
  | { kind: 'live'; feed: LiveFeed; view?: LiveView };

export type BlockKind = ContentBlock['kind'];

const staticKinds = ['table', 'list', 'faq', 'photos', 'pdf', 'sitemap'] as const satisfies readonly BlockKind[];
const scriptedKinds = ['carousel', 'slides', 'years'] as const satisfies readonly BlockKind[];

/**
 * The kinds of block drawn by a chunk of their own (`views/kinds/<kind>.block.tsx` in the web app), which only the
 * pages that show one load: every kind but a page's text, which nearly every page has, its tabs and its live feeds.
 */
export const informationBlockKinds = [...staticKinds, ...scriptedKinds] as const;

/**
 * The blocks each template can render. Carousels, slides and year switches are for the pages written around
 * them; the home page's welcome is text. Live blocks need the per-request live-page template.
 */
const informationPage: BlockKind[] = ['html', ...staticKinds];

export const blocksAllowed: Record<Template, ReadonlySet<BlockKind>> = {
  home: new Set(['html']),
  page: new Set(informationPage),
  contact: new Set(informationPage),
  tc: new Set(informationPage),
  disclosure: new Set(informationPage),
  'rich-page': new Set([...informationPage, ...scriptedKinds]),
  'live-page': new Set([...informationPage, ...scriptedKinds, 'live']),
  'parent-guide': new Set([...informationPage, 'tab']),
  // These pages have no text (keepsText): the search's results, one news item, one event.
  search: new Set(),
  'news-item': new Set(),
  'event-item': new Set(),
};
