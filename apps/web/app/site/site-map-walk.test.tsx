/**
 * The component-level walk of the site map: every page (and every alias)
 * rendered by its own route module, with its own loader's data, inside the
 * site layout, at its own path. Each must show its heading, its breadcrumb
 * and, in a section, the section's side menu with the page marked current.
 */
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Outlet, createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SitePage, Template } from '@school/shared/site-schema';
import { SiteLayout } from '../components/layout/site-layout';
import * as contactUs from '../routes/contact-us';
import * as contentPage from '../routes/content-page';
import * as eventItem from '../routes/event-item';
import * as home from '../routes/home';
import * as livePage from '../routes/live-page';
import * as newsItem from '../routes/news-item';
import * as parentGuide from '../routes/parent-guide';
import * as disclosure from '../routes/disclosure';
import * as search from '../routes/search';
import * as tcIssued from '../routes/tc-issued';
import { demoProfile } from '@school/content/demo/profile';
import { eventHref, newsItemHref } from '@school/content/item-pages.server';
import { fakeLiveSource } from '../../test/fake-live-source';
import type { RootData } from './school-profile';
import { breadcrumbs, sectionOf, sitePages, type ResolvedNavItem } from './navigation';

interface RouteModule {
  default: ComponentType<never>;
  loader: (args: never) => unknown;
}

const modules: Record<Template, RouteModule> = {
  home: home as unknown as RouteModule,
  page: contentPage as unknown as RouteModule,
  'rich-page': contentPage as unknown as RouteModule,
  'live-page': livePage as unknown as RouteModule,
  contact: contactUs as unknown as RouteModule,
  tc: tcIssued as unknown as RouteModule,
  'parent-guide': parentGuide as unknown as RouteModule,
  search: search as unknown as RouteModule,
  disclosure: disclosure as unknown as RouteModule,
  'news-item': newsItem as unknown as RouteModule,
  'event-item': eventItem as unknown as RouteModule,
};

/** The one news item and the one event the walk's item pages show; every other list is empty. */
const oneNewsItem = {
  _id: 'e84b2a67-7d7e-4250-946f-fc90d9a3271f',
  title: 'Class IX wins the science quiz',
  description: '<p>Three students beat teams from 42 schools.</p>',
  fromDate: '2026-11-20',
  attachments: [],
};
const oneEvent = {
  _id: '9849de60-b9d3-4f96-88d3-5d703d1177d6',
  title: 'Annual Sports Meet',
  date: '2026-12-12',
  time: '7:30 AM to 12:00 PM',
  venue: 'School Sports Field',
  description: '',
  images: [],
  attachments: [],
};
const itemPaths: Record<string, { path: string; heading: string }> = {
  'news-item': { path: newsItemHref(oneNewsItem), heading: oneNewsItem.title },
  'event-item': { path: eventHref(oneEvent), heading: oneEvent.title },
};

function pagePaths(items: ResolvedNavItem[]): string[] {
  return items.flatMap((item) => ('group' in item ? pagePaths(item.items) : item.kind === 'page' ? [item.href] : []));
}

function Layout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

async function renderPage(page: SitePage, path: string) {
  const module = modules[page.template];
  // No stored content but the item pages' items: every live block shows its empty state.
  const context = { live: fakeLiveSource({ allNews: [oneNewsItem], events: [oneEvent] }).source };
  const loaderArgs = { request: new Request(`http://localhost${path}`), params: {}, context };
  const loaderData = await module.loader(loaderArgs as never);
  const root: RootData = {
    profile: demoProfile(),
    schoolCode: 'hvps',
    origin: 'https://school.example.org',
    today: '2026-11-28',
    documentsNotUploaded: [],
    alerts: [],
    pagesNotWritten: [],
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      Component: Layout,
      loader: () => root,
      children: [{ id: 'page', path, Component: module.default as ComponentType, loader: () => loaderData }],
    },
  ]);
  render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root, page: loaderData } }} />);
}

const walk = sitePages.flatMap((page) =>
  [itemPaths[page.id]?.path ?? page.path, ...page.aliases].map(
    (path) => [path, page.template, page] as [string, Template, SitePage],
  ),
);

describe('the site-map walk', () => {
  it('covers every page and alias of the site map', () => {
    expect(walk.length).toBe(sitePages.reduce((count, page) => count + 1 + page.aliases.length, 0));
    expect(walk.length).toBeGreaterThanOrEqual(64);
  });

  it.each(walk)('%s (%s template) renders its heading, breadcrumb and side menu', async (path, _template, page) => {
    await renderPage(page, path);

    const heading = itemPaths[page.id]?.heading ?? page.title;
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveAccessibleName(heading);

    if (page.path === '/') {
      expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    } else {
      const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
      const steps = within(trail).getAllByRole('listitem');
      expect(steps.map((step) => step.textContent)).toEqual(breadcrumbs(page, heading).map((crumb) => crumb.label));
      expect(steps.at(-1)).toHaveTextContent(heading);
      expect(within(steps.at(-1)!).queryByRole('link')).not.toBeInTheDocument();
      expect(within(steps[0]!).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    }

    const section = sectionOf(page);
    if (!section) {
      expect(screen.queryByRole('navigation', { name: / pages$/ })).not.toBeInTheDocument();
      return;
    }
    // Inside its "In this section" disclosure, closed until opened on a phone; the stylesheet shows it on wide screens.
    const sideMenu = screen.getByRole('navigation', { name: `${section.label} pages`, hidden: true });
    const current = sideMenu.querySelectorAll('[aria-current="page"]');
    if (pagePaths(section.items).includes(page.path)) {
      expect(current).toHaveLength(1);
      expect(current[0]).toHaveAttribute('href', page.path);
      // A current page inside a folded group is shown: its group is open.
      const group = current[0]!.closest('nav details');
      if (group) expect(group).toHaveAttribute('open');
    } else {
      expect(current).toHaveLength(0);
    }
  });
});
