import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { z } from 'zod';
import { keepsText } from '@school/shared/page-text-kept';
import {
  menuLinkSchema,
  pageDescriptionsSchema,
  pageSchema,
  sectionSchema,
  type Template,
} from '@school/shared/site-schema';
import { pageDescriptions } from '@school/content/page-descriptions';
import { footer, pages, sections, topLinks } from '@school/content/site-map';
import { sitePages } from './site/navigation';

// The build is where a malformed site map stops, before any route is made of it.
z.array(pageSchema).parse(pages);
z.array(sectionSchema).parse(sections);
z.array(menuLinkSchema).parse([...topLinks, ...Object.values(footer).flat()]);
pageDescriptionsSchema(pages.filter(keepsText).map((page) => page.id)).parse(pageDescriptions);

/** The route module that renders each kind of page. */
const templateModules: Record<Template, string> = {
  home: 'routes/home.tsx',
  page: 'routes/content-page.tsx',
  // A rich page differs from a plain one only in the blocks its Markdown may place (blocks/page/blocks.ts).
  'rich-page': 'routes/content-page.tsx',
  'live-page': 'routes/live-page.tsx',
  contact: 'routes/contact-us.tsx',
  tc: 'routes/tc-issued.tsx',
  'parent-guide': 'routes/parent-guide.tsx',
  search: 'routes/search.tsx',
  disclosure: 'routes/disclosure.tsx',
  'news-item': 'routes/news-item.tsx',
  'event-item': 'routes/event-item.tsx',
};

// React Router matches paths case-insensitively, so an alias that differs from
// the path only in case (`/Video-gallery`) needs no route of its own.
const distinctAliases = (path: string, aliases: string[]) =>
  aliases.filter((alias) => alias.toLowerCase() !== path.toLowerCase());

export default [
  ...sitePages.flatMap((page) => {
    const module = templateModules[page.template];
    if (page.path === '/') return [index(module, { id: page.id })];
    return [
      route(page.path, module, { id: page.id }),
      ...distinctAliases(page.path, page.aliases).map((alias, n) =>
        route(alias, module, { id: `${page.id}-alias-${n}` }),
      ),
    ];
  }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
