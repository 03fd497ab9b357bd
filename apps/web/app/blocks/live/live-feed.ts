/**
 * A `::live` block as a page's Markdown places it and as its page's loader
 * hands it to the browser. Which feeds exist is up to the features (see
 * README.md): this layer names none of them.
 */

/** Where a block's data comes from: a feed, and for a feed over a shared list, which kind of it. */
export interface LiveFeed {
  feed: string;
  category?: string;
}

/** Plain data, as a loader hands it to the browser. */
type Plain = string | number | boolean | null | undefined | Plain[] | { [key: string]: Plain };

/** A block after loading: its feed, and the props of that feed's component. */
export interface LiveView {
  feed: string;
  [prop: string]: Plain;
}
