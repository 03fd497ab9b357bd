/** Page descriptions: one per page, checked at build time, and drawn from the page's own loader data. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepsText } from '@school/shared/page-text-kept';
import { pageDescriptionsSchema } from '@school/shared/site-schema';
import { pageDescriptions } from '@school/content/page-descriptions';
import { pages } from '@school/content/site-map';
import { imagePath } from '@school/shared/api-paths';
import { demoProfile } from '@school/content/demo/profile';
import { PageDescription } from './page-description';
import type { RootData } from './school-profile';

const ids = pages.filter(keepsText).map((page) => page.id);

describe('the page descriptions', () => {
  it('give every page of the site map one sentence', () => {
    expect(pageDescriptionsSchema(ids).safeParse(pageDescriptions).success).toBe(true);
  });

  it('are refused by the build when a page has none, an id is unknown or a sentence is too short', () => {
    const { faq: _left, ...withoutFaq } = pageDescriptions;
    const schema = pageDescriptionsSchema(ids);
    expect(schema.safeParse(withoutFaq).success).toBe(false);
    expect(schema.safeParse({ ...pageDescriptions, 'no-such-page': 'A page nobody can open.' }).success).toBe(false);
    expect(schema.safeParse({ ...pageDescriptions, faq: 'Questions.' }).success).toBe(false);
  });
});

describe('the description meta', () => {
  const descriptionMeta = () => document.querySelectorAll('meta[name="description"]');

  it("is the page's own after a visit from another page, and absent where the loader sent none", async () => {
    const Page = ({ to }: { to: string }) => (
      <>
        <PageDescription />
        <Link to={to}>Next</Link>
      </>
    );
    const Stub = createRoutesStub([
      {
        path: '/news',
        Component: () => <Page to="/faq" />,
        HydrateFallback: () => null,
        loader: () => ({ description: 'Every news item.' }),
      },
      { path: '/faq', Component: () => <Page to="/lost" />, loader: () => ({ description: 'Questions parents ask.' }) },
      { path: '/lost', Component: () => <Page to="/news" />, loader: () => null },
    ]);
    render(<Stub initialEntries={['/news']} />);
    await waitFor(() => expect(descriptionMeta()[0]).toHaveAttribute('content', 'Every news item.'));

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(descriptionMeta()[0]).toHaveAttribute('content', 'Questions parents ask.'));
    expect(descriptionMeta()).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(descriptionMeta()).toHaveLength(0));
  });
});

describe('a page shared in an app or found by a search engine', () => {
  const origin = 'https://school.example.org';
  const logo = { path: 'logos/logo-hvps.1a2b3c4d.svg', type: 'image/svg+xml', width: 120, height: 120 } as const;
  const root: RootData = {
    profile: { ...demoProfile(), logo },
    schoolCode: 'hvps',
    origin,
    today: '2026-11-28',
    documentsNotUploaded: [],
    pagesNotWritten: [],
    alerts: [],
  };
  const content = (selector: string) => document.querySelector(selector)?.getAttribute('content');
  const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href');

  function open(path: string, leaf: Record<string, unknown> | null) {
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => root,
        Component: () => <Outlet />,
        HydrateFallback: () => null,
        children: [
          { index: true, Component: () => <PageDescription />, loader: () => leaf },
          { path: '*', Component: () => <PageDescription />, loader: () => leaf },
        ],
      },
    ]);
    render(<Stub initialEntries={[path]} />);
  }

  it('has one address, the site map’s spelling at the public origin, with only the parameters the page reads', async () => {
    open('/Video-gallery?utm_source=whatsapp', { description: 'Videos of school life.' });
    await waitFor(() => expect(canonical()).toBe(`${origin}/video-gallery`));
    expect(content('meta[property="og:url"]')).toBe(`${origin}/video-gallery`);
  });

  it('keeps an album’s id in its address, and is drawn with the album’s title and first photo', async () => {
    open('/sub-gallery?id=a1&fbclid=x', {
      title: 'Kite festival',
      description: 'Kites on the terrace.',
      image: '/api/image/albums/kites.jpg',
    });
    await waitFor(() => expect(canonical()).toBe(`${origin}/sub-gallery?id=a1`));
    expect(content('meta[property="og:title"]')).toBe('Kite festival');
    expect(content('meta[property="og:description"]')).toBe('Kites on the terrace.');
    expect(content('meta[property="og:image"]')).toBe(`${origin}/api/image/albums/kites.jpg?w=1280`);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[property="og:site_name"]')).toBe(demoProfile().name);
  });

  it('is an article for a news item, at its own address', async () => {
    const path = '/news/e84b2a67-7d7e-4250-946f-fc90d9a3271f-class-ix-wins-the-science-quiz';
    open(path, {
      heading: 'Class IX wins the science quiz',
      title: 'Class IX wins the science quiz',
      description: 'A quiz.',
    });
    await waitFor(() => expect(canonical()).toBe(`${origin}${path}`));
    expect(content('meta[property="og:type"]')).toBe('article');
  });

  it('falls back on the school’s logo, drawn small, where the page has no picture of its own', async () => {
    open('/', { description: 'The school.' });
    await waitFor(() => expect(content('meta[property="og:title"]')).toBe(`Welcome to ${demoProfile().name}`));
    expect(content('meta[property="og:image"]')).toBe(`${origin}${imagePath(logo.path)}?w=1280`);
    expect(content('meta[name="twitter:card"]')).toBe('summary');
  });

  it('says nothing of an address that answered 404 but what its loader sent', async () => {
    open('/lost', null);
    await waitFor(() => expect(document.querySelector('meta[name="description"]')).toBeNull());
    expect(canonical()).toBeUndefined();
    expect(document.querySelector('meta[property^="og:"]')).toBeNull();
  });
});
