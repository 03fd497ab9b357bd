/**
 * On a phone a framed PDF is unreadable, so the link that
 * opens it must come before the frame, for the holiday list, the student
 * council appointees and the sample certificate alike.
 */
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { documentHref } from '@school/shared/asset-paths';
import { loadBlockComponents } from '../page/block-components';
import type { ContentBlock } from '../page/blocks';
import { demoPageBlocks } from '../../../test/demo-pages';
import TcIssued from '../../routes/tc-issued';
import { pagesWithText } from '@school/content/site-pages';
import { ContentBlocks } from './content-blocks';
import { PdfFrame } from './pdf-frame';

/** Every frame in the document, each with the link to its PDF, checked to come first. */
function expectEachLinkBeforeItsFrame(container: HTMLElement) {
  const frames = Array.from(container.querySelectorAll('iframe'));
  expect(frames.length).toBeGreaterThan(0);
  for (const frame of frames) {
    const pdf = frame.getAttribute('src')!.replace(/#.*$/, '');
    const link = container.querySelector(`a[href="${pdf}"]`);
    expect(link, `a link to ${pdf}`).not.toBeNull();
    expect(link).toHaveAccessibleName(/^Open .+ \(PDF\) in a new tab$/);
    expect(link!.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
}

describe('PdfFrame', () => {
  it('puts the link that opens the PDF before the frame, and keeps the frame at its height', () => {
    const href = documentHref('holiday-list');
    render(<PdfFrame title="Holiday List 2025-26" href={href} height={900} label="Open the holiday list" />);

    const link = screen.getByRole('link', { name: 'Open the holiday list (PDF) in a new tab' });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const frame = screen.getByTitle('Holiday List 2025-26');
    expect(frame).toHaveAttribute('src', `${href}#toolbar=0`);
    expect(frame).toHaveAttribute('height', '900');
    expect(link.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  const pdfBlocksByPage = pagesWithText
    .map((page) => [page.path, demoPageBlocks(page).filter((block) => block.kind === 'pdf')] as const)
    .filter(([, blocks]) => blocks.length > 0);

  it('is on the pages the spec embeds a PDF on', () => {
    expect(pdfBlocksByPage.map(([path]) => path).sort()).toEqual(['/holiday-list', '/student-council']);
  });

  it.each(pdfBlocksByPage)('%s opens each embedded PDF from a link before its frame', async (_path, blocks) => {
    await loadBlockComponents(blocks);
    const { container } = render(<ContentBlocks blocks={blocks as ContentBlock[]} />);
    expectEachLinkBeforeItsFrame(container);
  });

  it('/tc-issued opens the sample certificate from a link before its frame', () => {
    const sample = {
      title: 'Sample transfer certificate',
      href: documentHref('sample-tc'),
      height: 500,
      label: 'Open the sample certificate',
    };
    const props = { loaderData: { blocks: [], sample } } as unknown as ComponentProps<typeof TcIssued>;
    const { container } = render(<TcIssued {...props} />);
    expect(screen.getByRole('link', { name: 'Open the sample certificate (PDF) in a new tab' })).toHaveAttribute(
      'href',
      documentHref('sample-tc'),
    );
    expectEachLinkBeforeItsFrame(container);
  });
});
