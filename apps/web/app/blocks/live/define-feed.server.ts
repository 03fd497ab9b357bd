import type { LiveSource } from '@school/shared/live-source';
import type { SchoolDay } from '@school/shared/school-time';

/** What a feed's loader reads from: the content source, the page's address and the day it is at the school. */
export interface FeedContext<Category extends string> {
  source: LiveSource;
  url: URL;
  today: SchoolDay;
  /** The kind of the shared list the block picked; only for a feed that declares `categories`. */
  category: Category;
}

/**
 * A kind of live block, as a feature declares it in `<feed>.feed.server.ts`.
 * `load` gives exactly the props of the component in `<feed>.feed.tsx`, and
 * on a failed read the spec's fallback (section 8), logged: never an error,
 * so one block never fails its page.
 */
export interface FeedDefinition<Props extends object, Category extends string = never> {
  /** The kinds a block must pick one of with `category="..."`; a feed without them takes none. */
  categories?: readonly Category[];
  load(context: FeedContext<Category>): Promise<Props>;
  /** The page's own title and description, where what the feed shows is the page (an album's page is the album). */
  pageMeta?(props: Props): PageMeta | undefined;
}

export interface PageMeta {
  title: string;
  description: string;
  /** The picture a link to the page is shared with (an album's first photo), where it has one of its own. */
  image?: string;
}

/** Declares a feed; the generic arguments tie its loader to its component's props. */
export function defineFeed<Props extends object, Category extends string = never>(
  definition: FeedDefinition<Props, Category>,
): FeedDefinition<Props, Category> {
  return definition;
}
