/**
 * A `::live` block as a page's Markdown places it and as its page's loader
 * hands it to the browser. Which feeds exist is up to the features (see
 * README.md): this layer names none of them. The types are part of the block
 * model, in `@school/page-blocks/blocks`.
 */
export type { LiveFeed, LiveView } from '@school/page-blocks/blocks';
