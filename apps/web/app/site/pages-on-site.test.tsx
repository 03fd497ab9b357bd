/**
 * A page the school has not published is in no menu, list or search, and its address answers with the not-found page
 * inside the site's layout; a section with no page on the site is not in the menus.
 */
import { render, screen, within } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { demoProfile } from '@school/content/demo/profile';
import { SiteLayout } from '../components/layout/site-layout';
import * as contentPage from '../routes/content-page';
import { fakeLiveSource } from '../../test/fake-live-source';
import { demoPages } from '../../test/demo-pages';
import { pagesWithText } from '@school/content/site-pages';
import { menuSections, pageById, sitePages, type ResolvedNavItem } from './navigation';
import { shownItems, shownSections } from './pages-on-site';
import { pagesNotOnSite } from './pages-on-site.server';
import { filterSearchEntries, searchEntries } from '../components/layout/site-search-entries';
import type { RootData } from './school-profile';

const pathsIn = (items: ResolvedNavItem[]): string[] =>
  items.flatMap((item) => ('group' in item ? pathsIn(item.items) : [item.href]));

const academics = menuSections.find((section) => section.id === 'academics')!;
const academicPages = pathsIn(academics.items).filter((href) => sitePages.some((page) => page.path === href));

describe('the menus without the pages not on the site', () => {
  it('are the whole site map while every page is on the site', () => {
    expect(shownSections(new Set())).toBe(menuSections);
    expect(pagesNotOnSite(demoPages)).toEqual([]);
  });

  it('leave out a page not on the site, and a group left empty', () => {
    const faq = pageById('faq').path;
    const shown = shownSections(new Set([faq]));
    expect(shown.flatMap((section) => pathsIn(section.items))).not.toContain(faq);
    const group: ResolvedNavItem = {
      group: 'Only FAQ',
      items: [{ label: 'FAQs', href: faq, newTab: false, kind: 'page' }],
    };
    expect(shownItems([group], new Set([faq]))).toEqual([]);
  });

  it('leave out a section with no page on the site, and lead a section to its first page that is', () => {
    const shown = shownSections(new Set(academicPages));
    expect(shown.map((section) => section.id)).not.toContain('academics');
    const [first, ...rest] = academicPages;
    const others = shownSections(new Set([first!]));
    expect(others.find((section) => section.id === 'academics')?.href).toBe(rest.find(Boolean));
  });

  it('leave a page not on the site out of the header search list', () => {
    const faq = pageById('faq').path;
    expect(filterSearchEntries('', new Set()).map((entry) => entry.href)).toContain(faq);
    expect(filterSearchEntries('', new Set([faq])).map((entry) => entry.href)).not.toContain(faq);
    expect(filterSearchEntries('', new Set([faq]))).toHaveLength(searchEntries.length - 1);
    expect(filterSearchEntries('frequently', new Set([faq]))).toEqual([]);
  });

  it('keep links to documents and other sites', () => {
    const document: ResolvedNavItem = {
      label: 'Fees',
      href: '/documents/fee-structure.pdf',
      newTab: true,
      kind: 'document',
    };
    expect(shownItems([document], new Set(['/documents/fee-structure.pdf']))).toEqual([document]);
  });

  it('list every page but the home page as not on the site for a school that has published none', () => {
    const notOnSite = pagesNotOnSite({});
    expect(notOnSite).toHaveLength(pagesWithText.length - 1);
    expect(notOnSite).not.toContain('/');
  });
});

describe('a page the school has not published', () => {
  it('answers with the not-found page in the layout, and no menu, footer or side menu links it', async () => {
    const faq = pageById('faq');
    const { [faq.id]: _unpublished, ...published } = demoPages;
    const context = { live: fakeLiveSource({}, {}, undefined, published).source };
    const root: RootData = {
      profile: demoProfile(),
      schoolCode: 'hvps',
      origin: 'https://school.example.org',
      today: '2026-11-28',
      documentsNotUploaded: [],
      alerts: [],
      pagesNotWritten: pagesNotOnSite(published),
    };
    const Stub = createRoutesStub([
      {
        id: 'root',
        Component: () => (
          <SiteLayout>
            <Outlet />
          </SiteLayout>
        ),
        loader: () => root,
        children: [
          {
            id: 'page',
            path: faq.path,
            Component: contentPage.default as never,
            ErrorBoundary: contentPage.ErrorBoundary,
            loader: (args) => contentPage.loader({ ...args, context } as never),
          },
        ],
      },
    ]);
    render(<Stub initialEntries={[faq.path]} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    const links = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));
    expect(links).not.toContain(faq.path);
    // Its neighbours in the menu are still there.
    expect(links).toContain(pageById('admission-process').path);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByText('FAQs')).not.toBeInTheDocument();
  });
});
