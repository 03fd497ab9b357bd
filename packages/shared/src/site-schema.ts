/**
 * Schemas for the school's content: the site map, pictures, documents and the
 * data blocks that Markdown pages embed. `content/` holds the data; these
 * schemas prove at build and test time that every reference in it resolves.
 */
import { z } from 'zod';
import { itemPathEnd, itemTemplates } from './item-address';
import { linkedFactNames } from './school-facts';

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by -');

/** A site path as the spec writes it: mixed case is allowed because the spec's links mix cases. */
export const sitePathSchema = z.string().regex(/^\/(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)?$/);

/** The path of the page of one item of a list: the list's path, then the item (item-address.ts). */
const itemPagePathSchema = z.string().regex(new RegExp(`^/[a-z0-9]+(?:-[a-z0-9]+)*${itemPathEnd}$`));

/**
 * Which route module renders a page. `page` is the shared Markdown-and-blocks
 * template with no interactive parts; the others add one interactive feature.
 */
export const templateSchema = z.enum([
  'home',
  'page',
  'rich-page',
  'live-page',
  'contact',
  'tc',
  'parent-guide',
  'search',
  'disclosure',
  ...itemTemplates,
]);
export type Template = z.infer<typeof templateSchema>;

const isItemTemplate = (template: Template) => (itemTemplates as readonly Template[]).includes(template);

export const pageSchema = z
  .object({
    id: slugSchema,
    /** An item's page has a path of its list's, ending with the item (`/news/:item`); every other page one of its own. */
    path: z.union([sitePathSchema, itemPagePathSchema]),
    /** Other spellings the spec's own links use (`/Video-gallery`, `/SiteMap`). */
    aliases: z.array(sitePathSchema).default([]),
    /** The page heading and document title. */
    title: z.string().min(2),
    /** A shorter label for menus, when the heading is long. */
    navLabel: z.string().min(2).optional(),
    /** The section whose side menu and breadcrumb the page belongs to; none for stand-alone pages. */
    section: slugSchema.optional(),
    /** Breadcrumb steps between Home and the page, when they differ from the section's label. */
    crumbs: z.array(z.object({ label: z.string().min(2), page: slugSchema.optional() })).optional(),
    template: templateSchema,
    /** False for pages that only make sense with a query (e.g. `/sub-gallery?id=`). */
    searchable: z.boolean().default(true),
    /**
     * The query parameters the page reads (an album's `id`). The server keeps one copy of the page for each value
     * of these and answers any other parameter (`?utm_source=`, `?fbclid=`) with that copy, unrendered.
     */
    query: z.array(z.string().min(1)).default([]),
  })
  .refine(
    (page) => isItemTemplate(page.template) === itemPagePathSchema.safeParse(page.path).success,
    'The page of one item, and only it, has a path ending with /:item',
  );
export type SitePage = z.infer<typeof pageSchema>;

/** One sentence per page, by page id, for search engines and link previews: every page has one, no id is unknown. */
export const pageDescriptionsSchema = (pageIds: readonly string[]) =>
  z.strictObject(Object.fromEntries(pageIds.map((id) => [id, z.string().min(20).max(200)])));

/** A link target: a page of the site map, a document we ship, or an address elsewhere. */
export const linkTargetSchema = z.union([
  z.object({ page: slugSchema }),
  z.object({ document: slugSchema }),
  z.object({ url: z.url() }),
]);
export type LinkTarget = z.infer<typeof linkTargetSchema>;

export const linkSchema = z.intersection(linkTargetSchema, z.object({ label: z.string().min(2).optional() }));
export type Link = z.infer<typeof linkSchema>;

/**
 * A menu's link to an address the school keeps in its profile (its parent portal, its apps): the address is each
 * school's own, so the site map names the fact, and a school that has not given it shows no link.
 */
export const schoolLinkSchema = z.object({ fact: z.enum(linkedFactNames), label: z.string().min(2) });
export type SchoolLink = z.infer<typeof schoolLinkSchema>;

/** A link above the menus or in the footer. */
export const menuLinkSchema = z.union([linkSchema, schoolLinkSchema]);
export type MenuLink = z.infer<typeof menuLinkSchema>;

export type NavItem = Link | { group: string; items: NavItem[] };
export const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.union([linkSchema, z.object({ group: z.string().min(2), items: z.array(navItemSchema).min(1) })]),
);

export const sectionSchema = z.object({
  id: slugSchema,
  label: z.string().min(2),
  /** In the header's main menu, the side menu and the /sitemap page, in this order. */
  items: z.array(navItemSchema).min(1),
});
export type Section = z.infer<typeof sectionSchema>;

export const imageSchema = z.object({
  id: slugSchema,
  /** What the picture shows, for people who cannot see it. */
  alt: z.string().min(5),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Picks the generated artwork's composition. */
  kind: z.enum(['photo', 'banner', 'portrait', 'logo', 'icon', 'poster']),
});
export type SiteImage = z.infer<typeof imageSchema>;

export const photoGroupSchema = z.object({
  id: slugSchema,
  title: z.string().min(2).optional(),
  images: z.array(imageSchema).min(1),
  /** The pictures come into view with a short, gentle movement (illustrations, never photos of people). */
  animated: z.boolean().optional(),
});
export type PhotoGroup = z.infer<typeof photoGroupSchema>;

export const documentSchema = z.object({
  id: slugSchema,
  title: z.string().min(3),
  /** Paragraphs printed in the generated PDF. */
  body: z.array(z.string().min(3)).min(1),
});
export type SiteDocument = z.infer<typeof documentSchema>;

/** A page whose year dropdown (newest year first, and shown first) switches between one block per year. */
export const yearSectionsSchema = z.object({
  id: slugSchema,
  years: z
    .array(
      z.object({
        year: z.string().regex(/^\d{4}$/),
        intro: z.string().optional(),
        columns: z
          .array(
            z.object({
              heading: z.string().optional(),
              /** Each picture opens its album (`/sub-gallery?id=<album>`) or, for a magazine, its PDF. */
              items: z
                .array(
                  z.union([
                    z.object({ label: z.string().min(2), image: slugSchema, album: slugSchema }),
                    z.object({ label: z.string().min(2), image: slugSchema, document: slugSchema }),
                  ]),
                )
                .min(1),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type YearSections = z.infer<typeof yearSectionsSchema>;
