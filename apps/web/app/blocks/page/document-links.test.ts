/**
 * Each render marks the links of a page's blocks to documents the site does not serve now: a present document keeps
 * its link; a missing one, in prose, a table's cell, a list, a year section's card or a PDF block, is drawn as not
 * yet uploaded. The prose is the compiler's own HTML, marked without parsing the Markdown again.
 */
import { describe, expect, it } from 'vitest';
import { documentHref } from '@school/shared/asset-paths';
import type { DocumentsOnSite } from '@school/shared/live-source';
import { messages } from '@school/shared/messages';
import type { ContentBlock } from './blocks';
import { notUploadedHtml, withDocumentsOnSite } from './document-links';
import { markdownToBlocks } from './markdown-blocks.server';

const onSite: DocumentsOnSite = {
  'holiday-list': { title: 'Holiday List 2025-26', updatedAt: '2026-11-01T10:00:00.000Z' },
};

const feeLink = {
  label: 'Fee Structure',
  href: documentHref('fee-structure'),
  newTab: true,
  kind: 'document',
} as const;
const holidayLink = { label: 'Holidays', href: documentHref('holiday-list'), newTab: true, kind: 'document' } as const;
const pageLink = { label: 'FAQ', href: '/FAQ', newTab: false, kind: 'page' } as const;

const proseOf = (markdown: string) => {
  const [block] = markdownToBlocks('test.md', markdown, 'page');
  if (block?.kind !== 'html') throw new Error('expected prose');
  return block.html;
};

describe('withDocumentsOnSite', () => {
  it("keeps a link in prose to a document on the site as the compiler wrote it, and the same string's identity", () => {
    const html = proseOf('See the [holiday list](doc:holiday-list) and the [FAQ](page:faq).');
    const shown = withDocumentsOnSite(html, onSite);
    expect(shown).toBe(html);
    expect(shown).toContain(`<a href="${documentHref('holiday-list')}" target="_blank"`);
  });

  it('draws a link in prose to a missing document as its words and the message, leaving other links', () => {
    const html = proseOf(
      'Download the complete [fee **structure**](doc:fee-structure), the [holiday list](doc:holiday-list) and the [FAQ](page:faq).',
    );
    expect(html).toContain(documentHref('fee-structure'));
    const shown = withDocumentsOnSite(html, onSite);
    expect(shown).not.toContain(documentHref('fee-structure'));
    expect(shown).toContain(`Download the complete fee <strong>structure</strong>${notUploadedHtml}, the `);
    expect(notUploadedHtml).toBe(` <span class="not-uploaded">${messages.notYetUploaded}</span>`);
    expect(shown).toContain(`<a href="${documentHref('holiday-list')}"`);
    expect(shown).toContain('<a href="/FAQ">FAQ</a>');
  });

  it("marks a table's cell and a list's item that link a missing document, and only those", () => {
    const blocks: ContentBlock[] = [
      {
        kind: 'table',
        caption: 'Downloads',
        columns: ['What', 'Link'],
        rows: [
          ['Fees', feeLink],
          ['Days', holidayLink],
        ],
      },
      { kind: 'list', columns: 1, items: ['Plain words', feeLink, pageLink] },
    ];
    const [table, list] = withDocumentsOnSite(blocks, onSite);
    expect(table).toEqual({
      kind: 'table',
      caption: 'Downloads',
      columns: ['What', 'Link'],
      rows: [
        ['Fees', { ...feeLink, missing: true }],
        ['Days', holidayLink],
      ],
    });
    expect(list).toEqual({ kind: 'list', columns: 1, items: ['Plain words', { ...feeLink, missing: true }, pageLink] });
  });

  it('marks a PDF block of a missing document, so it draws no link and no frame; one on the site stays as it is', () => {
    const pdf = (id: string) =>
      ({ kind: 'pdf', title: id, href: documentHref(id), height: 900, label: 'Open it' }) as const;
    const shown = withDocumentsOnSite([pdf('holiday-list'), pdf('fee-structure')], onSite);
    expect(shown).toEqual([pdf('holiday-list'), { ...pdf('fee-structure'), missing: true }]);
  });

  it("marks a year section's card of a missing PDF but never an album's, and looks inside tabs", () => {
    const image = { src: '/generated/images/x.svg', alt: '', width: 300, height: 200 };
    const album = { label: 'Sports Day', href: '/sub-gallery?id=sports', image, newTab: false };
    const magazine = { label: 'August 2025', href: documentHref('llm-august-2025'), image, newTab: true };
    const blocks: ContentBlock[] = [
      {
        kind: 'tab',
        label: 'Years',
        blocks: [{ kind: 'years', years: [{ year: '2025', columns: [{ items: [album, magazine] }] }] }],
      },
    ];
    const [tab] = withDocumentsOnSite(blocks, onSite);
    expect(tab).toEqual({
      kind: 'tab',
      label: 'Years',
      blocks: [
        { kind: 'years', years: [{ year: '2025', columns: [{ items: [album, { ...magazine, missing: true }] }] }] },
      ],
    });
  });

  it('marks every document link when the school has none on the site, and leaves anything without one alone', () => {
    const data = { welcomeHtml: proseOf('Our [fees](doc:fee-structure).'), tiles: [{ link: feeLink, text: 'x' }] };
    const shown = withDocumentsOnSite(data, {});
    expect(shown.welcomeHtml).toBe(`<p>Our fees${notUploadedHtml}.</p>`);
    expect(shown.tiles[0]!.link).toEqual({ ...feeLink, missing: true });
    expect(withDocumentsOnSite({ kind: 'faq', items: [{ question: 'Q', answer: 'A' }] }, {})).toEqual({
      kind: 'faq',
      items: [{ question: 'Q', answer: 'A' }],
    });
    expect(withDocumentsOnSite([pageLink, 3, null, 'text'], {})).toEqual([pageLink, 3, null, 'text']);
  });
});
