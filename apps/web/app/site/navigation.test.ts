/**
 * The site map's integrity and what the layout derives from it: every
 * reference resolves, every path of the spec's route table is a page, and
 * the header, menus, breadcrumbs and search follow spec section 2.
 */
import { describe, expect, it } from 'vitest';
import type { MenuLink, NavItem } from '@school/shared/site-schema';
import { documents } from '@school/content/documents';
import { school } from '@school/content/school';
import { demoProfile } from '@school/content/demo/profile';
import { footer, pages, sections, topLinks } from '@school/content/site-map';
import {
  breadcrumbs,
  footerLinks,
  headerTopLinks,
  menuSections,
  pageById,
  pageByPath,
  resolveLink,
  sectionOf,
  sitePages,
  type ResolvedNavItem,
} from './navigation';
import { withSchoolLinks } from './school-links';
import { filterSearchEntries, searchEntries } from '../components/layout/site-search-entries';

/** Spec section 2, route table, with the capital-V spelling of one header link and /SiteMap of the footer. */
const specPaths = [
  '/',
  '/our-school',
  '/mission-vision',
  '/about-society',
  '/ves',
  '/chairman-message',
  '/vice-chairmans-message',
  '/director-message',
  '/principal-message',
  '/management-committee',
  '/Pro-pre-primary',
  '/Pro-middle-sec',
  '/Pro-senior-sec',
  '/studentcare-Counselling',
  '/coming-soon',
  '/faculty',
  '/admission-process',
  '/courses-offered',
  '/FAQ',
  '/inter-house',
  '/special-assemblies',
  '/education-trip',
  '/workshops',
  '/guests-visits',
  '/student-council',
  '/ncc',
  '/social-outreach',
  '/infrastructure-our-campus',
  '/smart-classes',
  '/infrastructure-library',
  '/innovation-labs',
  '/computer-lab',
  '/infrastructure-sports-facilities',
  '/infrastructure-transport',
  '/infrastructure-medical',
  '/sports-DPS',
  '/sports-offered',
  '/sporting-events',
  '/awards-achievements',
  '/contact-us',
  '/testimonials',
  '/sports-awards-acheivement',
  '/year-book',
  '/loquacity',
  '/dipscoop',
  '/career',
  '/gallery',
  '/academic-results',
  '/video-gallery',
  '/Video-gallery',
  '/campus',
  '/campus-life',
  '/sports',
  '/laboratory',
  '/media',
  '/news',
  '/upcoming-events',
  '/holiday-list',
  '/parent-guidline',
  '/tc-issued',
  '/sub-gallery',
  '/sitemap',
  '/SiteMap',
  '/little-learners-lounge',
];

function pageRefs(items: (NavItem | MenuLink)[]): string[] {
  return items.flatMap((item) => ('group' in item ? pageRefs(item.items) : 'page' in item ? [item.page] : []));
}

function documentRefs(items: (NavItem | MenuLink)[]): string[] {
  return items.flatMap((item) =>
    'group' in item ? documentRefs(item.items) : 'document' in item ? [item.document] : [],
  );
}

function linksIn(items: ResolvedNavItem[]): { label: string; href: string; newTab: boolean }[] {
  return items.flatMap((item) => ('group' in item ? linksIn(item.items) : [item]));
}

const allLinks: MenuLink[] = [...topLinks, ...footer.usefulLinks, ...footer.parents, ...footer.apps];

describe('site map integrity', () => {
  it('gives every page a unique id', () => {
    const ids = pages.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every path and alias to one page only, ignoring letter case', () => {
    // A page may spell its own path twice (`/video-gallery`, `/Video-gallery`); two pages may never share one.
    const spellings = sitePages.flatMap((page) => [
      ...new Set([page.path, ...page.aliases].map((path) => path.toLowerCase())),
    ]);
    expect(spellings.filter((path, index) => spellings.indexOf(path) !== index)).toEqual([]);
  });

  it('parses every page with the shared schema', () => {
    expect(sitePages).toHaveLength(pages.length);
  });

  it('resolves every { page } reference of the sections, top links and footer', () => {
    const refs = [
      ...sections.flatMap((section) => pageRefs(section.items)),
      ...pageRefs(allLinks),
      ...pages.flatMap((page) => (page.crumbs ?? []).flatMap((crumb) => (crumb.page ? [crumb.page] : []))),
    ];
    expect(refs.length).toBeGreaterThan(40);
    const ids = new Set(pages.map((page) => page.id));
    expect(refs.filter((ref) => !ids.has(ref))).toEqual([]);
    for (const ref of refs) expect(() => pageById(ref)).not.toThrow();
  });

  it("resolves every { document } reference to a document of '@school/content/documents'", () => {
    const refs = [...sections.flatMap((section) => documentRefs(section.items)), ...documentRefs(allLinks)];
    expect(refs).toContain('fee-structure');
    expect(refs).toContain('fire-safety-certificate');
    const ids = new Set(documents.map((document) => document.id));
    expect(refs.filter((ref) => !ids.has(ref))).toEqual([]);
  });

  it('gives every section a known id, and puts every sectioned page in a known section', () => {
    const sectionIds = sections.map((section) => section.id);
    expect(new Set(sectionIds).size).toBe(sectionIds.length);
    for (const page of sitePages) {
      if (page.section) expect(sectionIds, page.id).toContain(page.section);
    }
  });

  it('lists each page at most once across all menu sections', () => {
    const refs = sections.flatMap((section) => pageRefs(section.items));
    expect(refs.filter((ref, index) => refs.indexOf(ref) !== index)).toEqual([]);
  });

  it('puts a page in the side menu of its own section only', () => {
    for (const section of sections) {
      for (const ref of pageRefs(section.items)) expect(pageById(ref).section, ref).toBe(section.id);
    }
  });

  it('makes the home page the only page at /', () => {
    expect(pageByPath('/')?.id).toBe('home');
    expect(sitePages.filter((page) => page.path === '/')).toHaveLength(1);
  });

  it('throws for an unknown page id', () => {
    expect(() => pageById('no-such-page')).toThrow(/no-such-page/);
  });
});

describe("the spec's route table", () => {
  it.each(specPaths)('%s is a page of the site map', (path) => {
    const page = pageByPath(path);
    expect(page).toBeDefined();
    const spellings = [page!.path, ...page!.aliases];
    expect(spellings.map((s) => s.toLowerCase())).toContain(path.toLowerCase());
  });

  it.each(specPaths.filter((path) => path !== '/'))(
    '%s is found in any letter case and with a trailing slash',
    (path) => {
      const page = pageByPath(path);
      for (const variant of [
        path.toLowerCase(),
        path.toUpperCase(),
        `${path}/`,
        `${path.toUpperCase()}/`,
        `${path}//`,
      ]) {
        expect(pageByPath(variant), variant).toBe(page);
      }
    },
  );

  it('has the capital-V and /SiteMap spellings as the same pages as their lower-case paths', () => {
    expect(pageByPath('/Video-gallery')?.id).toBe('video-gallery');
    expect(pageByPath('/SiteMap')?.id).toBe('sitemap');
  });

  it('has no page the spec does not list, but the disclosure, the search’s results and each news item’s and event’s', () => {
    const listed = new Set(specPaths.map((path) => path.toLowerCase()));
    const extra = sitePages.map((page) => page.path).filter((path) => !listed.has(path.toLowerCase()));
    expect(extra.sort()).toEqual(['/mandatory-public-disclosure', '/news/:item', '/search', '/upcoming-events/:item']);
  });

  it('finds nothing at paths that are not pages', () => {
    expect(pageByPath('/no-such-page')).toBeUndefined();
    expect(pageByPath('/our-school/extra')).toBeUndefined();
    expect(pageByPath('/our')).toBeUndefined();
    expect(pageByPath('')).toBeUndefined();
    // Under a list, only an item's address is a page: one that starts with an item's id.
    expect(pageByPath('/news/feed.xml')).toBeUndefined();
    expect(pageByPath('/news/e84b2a67-7d7e-4250-946f')).toBeUndefined();
    expect(pageByPath('/faq/e84b2a67-7d7e-4250-946f-fc90d9a3271f')).toBeUndefined();
  });

  it('finds the page of one news item or event at the item’s address, in any case, with or without its words', () => {
    const id = 'e84b2a67-7d7e-4250-946f-fc90d9a3271f';
    expect(pageByPath(`/news/${id}-class-ix-wins-the-science-quiz`)).toBe(pageById('news-item'));
    expect(pageByPath(`/News/${id}/`)).toBe(pageById('news-item'));
    expect(pageByPath(`/upcoming-events/${id}`)).toBe(pageById('event-item'));
  });
});

describe('breadcrumbs', () => {
  it('are empty on the home page', () => {
    expect(breadcrumbs(pageById('home'))).toEqual([]);
  });

  it('lead Home > section > page for a page of a section', () => {
    expect(breadcrumbs(pageById('mission-vision'))).toEqual([
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/our-school' },
      { label: 'Mission & Vision' },
    ]);
    expect(breadcrumbs(pageById('ncc'))).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Campus Life', href: '/inter-house' },
      { label: 'National Cadet Corps' },
    ]);
  });

  it("link a section's step to its first page, even when groups come first (Academics)", () => {
    expect(breadcrumbs(pageById('faculty'))).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Academics', href: '/Pro-pre-primary' },
      { label: 'Faculty' },
    ]);
  });

  it('read Home > Parent Portal Guidelines on /parent-guidline', () => {
    expect(breadcrumbs(pageByPath('/parent-guidline')!)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Parent Portal Guidelines' },
    ]);
  });

  it('read Home > Tc Issued on /tc-issued', () => {
    expect(breadcrumbs(pageByPath('/tc-issued')!)).toEqual([{ label: 'Home', href: '/' }, { label: 'Tc Issued' }]);
  });

  it('read Home > Media > Gallery > Photo Gallery > Photo Category on /sub-gallery', () => {
    const trail = breadcrumbs(pageByPath('/sub-gallery')!);
    expect(trail.map((crumb) => crumb.label)).toEqual(['Home', 'Media', 'Gallery', 'Photo Gallery', 'Photo Category']);
    expect(trail[0]?.href).toBe('/');
    expect(trail.slice(1, 4).map((crumb) => crumb.href)).toEqual(['/gallery', '/gallery', '/gallery']);
    expect(trail.at(-1)?.href).toBeUndefined();
  });

  it('end with the page title, unlinked, on every page but home', () => {
    for (const page of sitePages.filter((p) => p.path !== '/')) {
      const trail = breadcrumbs(page);
      expect(trail[0], page.id).toEqual({ label: 'Home', href: '/' });
      expect(trail.at(-1), page.id).toEqual({ label: page.title });
    }
  });
});

describe('search', () => {
  it("finds /FAQ for 'faq', in any case", () => {
    for (const query of ['faq', 'FAQ', 'Faq', '  fAq  ']) {
      expect(
        filterSearchEntries(query).map((entry) => entry.href),
        query,
      ).toContain('/FAQ');
    }
  });

  it('matches labels case-insensitively', () => {
    const hrefs = filterSearchEntries('PRINCIPAL').map((entry) => entry.href);
    expect(hrefs).toContain('/principal-message');
    expect(filterSearchEntries('ncc').map((entry) => entry.href)).toEqual(['/ncc']);
  });

  it('only returns entries that match', () => {
    const found = filterSearchEntries('gallery');
    expect(found.length).toBeGreaterThan(0);
    for (const entry of found) {
      expect(`${entry.label} ${entry.href}`.toLowerCase()).toContain('gallery');
    }
    expect(found.map((entry) => entry.href)).toEqual(expect.arrayContaining(['/gallery', '/video-gallery']));
  });

  it('returns every entry for an empty query and nothing for a query that matches nothing', () => {
    expect(filterSearchEntries('')).toEqual(searchEntries);
    expect(filterSearchEntries('   ')).toEqual(searchEntries);
    expect(filterSearchEntries('zzzz-no-page')).toEqual([]);
  });

  it('lists every searchable page once, and neither the sub-gallery that needs an album id nor the results page', () => {
    const hrefs = searchEntries.map((entry) => entry.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).not.toContain('/sub-gallery');
    expect(hrefs).not.toContain('/search');
    expect(hrefs).toContain('/');
    // Nor the page of one news item or event, which has an address for each item.
    expect(hrefs).toHaveLength(sitePages.length - 4);
  });
});

describe('header top links (spec section 2)', () => {
  it('are exactly the five links, in order', () => {
    const drawn = withSchoolLinks(headerTopLinks, demoProfile());
    expect(drawn.map(({ label, href, newTab }) => ({ label, href, newTab }))).toEqual([
      { label: 'Online Admission Process', href: pageById('admission-process').path, newTab: false },
      { label: 'Parent Portal', href: school.portalUrl, newTab: true },
      { label: 'We are Hiring', href: '/career', newTab: false },
      { label: 'Gallery', href: '/gallery', newTab: false },
      { label: 'CBSE Results', href: '/academic-results', newTab: false },
    ]);
  });
});

describe('main menu', () => {
  it("has the spec's groups, in order", () => {
    expect(menuSections.map((section) => section.label)).toEqual([
      'About Us',
      'Academics',
      'Admissions',
      'Campus Life',
      'Infrastructure',
      'Sports',
      'Media',
      'Contact Us',
    ]);
  });

  it("gives About Us the spec's eight entries, in order", () => {
    const about = menuSections.find((section) => section.label === 'About Us')!;
    expect(linksIn(about.items).map(({ label, href }) => ({ label, href }))).toEqual([
      { label: 'Our School', href: '/our-school' },
      { label: 'Mission & Vision', href: '/mission-vision' },
      { label: 'Society', href: '/about-society' },
      { label: "Chairman's Message", href: '/chairman-message' },
      { label: "Pro-Vice Chairman's Message", href: '/vice-chairmans-message' },
      { label: "Director's Message", href: '/director-message' },
      { label: "Principal's Message", href: '/principal-message' },
      { label: 'Management Committee', href: '/management-committee' },
    ]);
  });

  it('gives Admissions /admission-process, /courses-offered and /FAQ', () => {
    const admissions = menuSections.find((section) => section.label === 'Admissions')!;
    expect(linksIn(admissions.items).map((link) => link.href)).toEqual([
      '/admission-process',
      '/courses-offered',
      '/FAQ',
    ]);
  });

  it('gives Media the side menu of spec section 2, with the capital-V video gallery spelling resolving', () => {
    const media = menuSections.find((section) => section.label === 'Media')!;
    expect(linksIn(media.items).map((link) => pageByPath(link.href)?.id)).toEqual([
      'gallery',
      'video-gallery',
      'dipscoop',
      'loquacity',
      'year-book',
      'sports-awards-acheivement',
      'testimonials',
    ]);
  });

  it('opens documents in a new tab and site pages in place', () => {
    for (const section of menuSections) {
      for (const link of linksIn(section.items)) {
        if (link.href.startsWith('/documents/')) expect(link.newTab, link.label).toBe(true);
        else if (link.href.startsWith('/')) expect(link.newTab, link.label).toBe(false);
      }
    }
  });

  it('finds the section of a page, and none for a stand-alone page', () => {
    expect(sectionOf(pageById('faq'))?.label).toBe('Admissions');
    expect(sectionOf(pageById('career'))).toBeUndefined();
  });
});

describe('footer', () => {
  it('has the useful links of spec section 2', () => {
    expect(footerLinks.usefulLinks.map((link) => link.href)).toEqual([
      '/dipscoop',
      '/holiday-list',
      '/sitemap',
      '/parent-guidline',
      '/academic-results',
    ]);
    expect(footerLinks.usefulLinks.find((link) => link.href === '/parent-guidline')?.label).toBe('Portal Help & ERP');
    expect(footerLinks.usefulLinks.find((link) => link.href === '/academic-results')?.label).toBe('Results');
  });

  it('opens Parent Login and the fee structure in a new tab', () => {
    const login = withSchoolLinks(footerLinks.parents, demoProfile()).find((link) => link.label === 'Parent Login');
    expect(login).toMatchObject({ href: school.portalUrl, newTab: true });
    expect(footerLinks.parents.find((link) => link.label === 'Fee Structure')).toMatchObject({
      href: '/documents/fee-structure.pdf',
      newTab: true,
    });
    expect(footerLinks.parents.find((link) => link.label === 'TC Issued')?.href).toBe('/tc-issued');
  });
});

describe('resolveLink', () => {
  it('labels a page link with its nav label unless given one', () => {
    expect(resolveLink({ page: 'faq' })).toEqual({ label: 'FAQs', href: '/FAQ', newTab: false, kind: 'page' });
    expect(resolveLink({ page: 'faq', label: 'Questions' }).label).toBe('Questions');
  });

  it('refuses a document or outside link without a label', () => {
    expect(() => resolveLink({ document: 'fee-structure' })).toThrow();
    expect(() => resolveLink({ url: 'https://example.org/' })).toThrow();
  });
});
