/**
 * The address of one news item or event: its list's path, then its id and the words of its title
 * (`/news/<id>-class-ix-wins-the-science-quiz`). The id finds the item; the words are for the people who read the
 * link in a message or a search result (item-address.server.ts makes them). A link with other words (the title has
 * changed since it was shared) still finds the item, and is sent on to its address now.
 */

/** The parameter that ends the path of the page of one item of a list in the site map (`/news/:item`). */
export const itemParameter = 'item';

/** The end of an item page's path in the site map. */
export const itemPathEnd = `/:${itemParameter}`;

/** The templates of the page of one item of a list, whose path ends with `itemPathEnd`. */
export const itemTemplates = ['news-item', 'event-item'] as const;

/** An item's id, as the server makes it (`crypto.randomUUID`). */
const idAtStart = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=-|$)/;

/** The id an address's last part starts with, or undefined where it starts with none. */
export function itemIdIn(segment: string): string | undefined {
  return idAtStart.exec(segment)?.[0];
}
