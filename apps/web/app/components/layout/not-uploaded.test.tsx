/**
 * A document the site does not serve yet is drawn as its name and "Not yet uploaded", never as a link to the 404
 * at its address: a link a page's loader marked, a menu's link the root's loader listed, a PDF block (no frame) and
 * a year section's card. A document on the site is linked as before.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentHref } from '@school/shared/asset-paths';
import { messages } from '@school/shared/messages';
import { PdfFrame } from '../../blocks/views/pdf-frame';
import { YearSections } from '../../blocks/views/year-sections';
import { DocumentsNotUploaded } from '../../site/documents-on-site';
import { NavLinkItem } from './nav-link-item';

const fees = { label: 'Fee Structure', href: documentHref('fee-structure'), newTab: true, kind: 'document' } as const;

describe('a document not uploaded yet', () => {
  it('is linked while it is on the site', () => {
    render(<NavLinkItem link={fees} />);
    expect(screen.getByRole('link', { name: /Fee Structure/ })).toHaveAttribute('href', documentHref('fee-structure'));
    expect(screen.queryByText(messages.notYetUploaded)).toBeNull();
  });

  it('is its name and the message, not a link, when a page marked it', () => {
    const { container } = render(<NavLinkItem link={{ ...fees, missing: true }} className="menu-link" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe(`Fee Structure ${messages.notYetUploaded}`);
    expect(screen.getByText(messages.notYetUploaded)).toHaveClass('not-uploaded');
    expect(container.firstElementChild).toHaveClass('menu-link');
  });

  it("is not a link in a menu when the root's loader lists it, while the menu's other links are", () => {
    const other = { ...fees, label: 'Holidays', href: documentHref('holiday-list') };
    const page = { label: 'FAQ', href: '/FAQ', newTab: false, kind: 'page' } as const;
    render(
      <MemoryRouter>
        <DocumentsNotUploaded value={['fee-structure']}>
          <NavLinkItem link={fees} />
          <NavLinkItem link={other} />
          <NavLinkItem link={page} />
        </DocumentsNotUploaded>
      </MemoryRouter>,
    );
    expect(screen.getByText('Fee Structure')).not.toHaveAttribute('href');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      documentHref('holiday-list'),
      '/FAQ',
    ]);
  });

  it('draws a PDF block as its title and the message, with neither link nor frame', () => {
    const { container } = render(
      <PdfFrame title="Holiday List" href={documentHref('holiday-list')} height={900} label="Open it" missing />,
    );
    expect(container.textContent).toBe(`Holiday List ${messages.notYetUploaded}`);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it("draws a year section's card with its picture and the message, not as a link", () => {
    const image = { src: '/generated/images/x.svg', alt: '', width: 400, height: 300 };
    const august = { label: 'August 2025', href: documentHref('llm-august-2025'), image, newTab: true };
    const september = { ...august, label: 'Sept', href: documentHref('llm-september-2025') };
    // As the page's loader marks it (blocks/page/document-links.ts).
    const missing = { ...august, missing: true };
    render(
      <MemoryRouter>
        <YearSections years={[{ year: '2025', columns: [{ items: [missing, september] }] }]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('August 2025').closest('a')).toBeNull();
    expect(screen.getByText(messages.notYetUploaded)).toBeVisible();
    expect(screen.getByRole('link', { name: /Sept/ })).toHaveAttribute('href', documentHref('llm-september-2025'));
  });
});
