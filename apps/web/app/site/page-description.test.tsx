/** Page descriptions: one per page, checked at build time, and drawn from the page's own loader data. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepsText } from '@school/shared/page-text-kept';
import { pageDescriptionsSchema } from '@school/shared/site-schema';
import { pageDescriptions } from '@school/content/page-descriptions';
import { pages } from '@school/content/site-map';
import { PageDescription } from './page-description';

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
