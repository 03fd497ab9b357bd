/** What a `::sitemap` block draws (information-block.tsx loads it on the pages that show one). */
export { SiteMapGroups as default } from '../site-map-groups';
