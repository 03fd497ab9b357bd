/**
 * A table fits a phone. Up to three columns wrap in place, at spaces, then
 * after slashes and hyphens, each column kept as wide as its widest piece of
 * text a line cannot break inside; a wider table stacks on phones
 * with every cell labelled by its column heading from the table's own header
 * row. The layout itself is checked in a browser by e2e/tables-fit.spec.ts.
 */
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TableCellView } from '../page/blocks';
import { ContentTable } from './content-table';

function renderTable(columns: string[], rows: TableCellView[][]) {
  // Link cells are router links, so the table is drawn inside a router.
  const Stub = createRoutesStub([
    { path: '/', Component: () => <ContentTable caption="Fees" columns={columns} rows={rows} /> },
  ]);
  render(<Stub />);
  return screen.getByRole('table', { name: 'Fees' });
}

const headings = (table: HTMLElement) => within(table).getAllByRole('columnheader');

describe('ContentTable', () => {
  it('labels every cell of a table of four or more columns with the heading of its column', () => {
    const columns = ['Class', 'Term 1', 'Term 2', 'Annual total'];
    const table = renderTable(columns, [
      ['Pre-Primary', '59,500', '59,500', '1,78,500'],
      ['Class I-V', '62,500', '62,500', '1,87,500'],
    ]);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const labels = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label'));
      expect(labels).toEqual(headings(table).map((heading) => heading.textContent));
    }
  });

  it('labels the cell of a link by its heading too', () => {
    const link: TableCellView = {
      label: 'Class X 2024-25',
      href: '/documents/x.pdf',
      newTab: true,
      kind: 'document',
    };
    renderTable(['Year', 'Class X', 'Class XII', 'Remarks'], [['2024-25', link, 'Pending', 'None']]);

    const cell = screen.getByRole('link', { name: /Class X 2024-25/ }).closest('td');
    expect(cell).toHaveAttribute('data-label', 'Class X');
  });

  it('leaves the cells of a table of up to three columns unlabelled: they sit under their headings', () => {
    const table = renderTable(
      ['Classes', 'When', 'Admission is based on'],
      [['Grade 11', 'Nov/Dec', 'Screening test']],
    );

    for (const cell of within(table).getAllByRole('cell')) expect(cell).not.toHaveAttribute('data-label');
  });

  it('gives each heading the estimated width of the widest unbreakable piece of its column, and the table their sum', () => {
    const table = renderTable(
      ['Classes', 'When', 'Admission is based on'],
      [
        ['Pre-Nursery, Nursery', 'Nov/Dec', 'Preparedness of the child'],
        ['Grades 8 and 9', 'Mar/Apr', 'Registration/prospectus'],
      ],
    );
    const widths = headings(table).map((heading) => Number(heading.style.getPropertyValue('--widest-piece')));

    expect(table.style.getPropertyValue('--columns')).toBe('3');
    // "Nursery," and "Classes"; "When" (a bold heading), not "Nov/Dec", which may break after its slash;
    // "Preparedness", not the whole of "Registration/prospectus", which breaks after its slash first.
    expect(widths[0]).toBeCloseTo(7.5, 0);
    expect(widths[1]).toBeCloseTo(4.9, 0);
    expect(widths[2]).toBeCloseTo(10.4, 0);
    const sum = Number(table.style.getPropertyValue('--widest-pieces'));
    expect(sum).toBeGreaterThanOrEqual(widths.reduce((total, width) => total + width, 0) - 0.3);
  });

  it('lets a line break after a slash, and keeps the text as written', () => {
    const table = renderTable(['Fee', 'Amount'], [['Registration/prospectus fee', 'Rs. 600']]);
    const cell = within(table).getAllByRole('cell')[0]!;

    expect(cell).toHaveTextContent(/^Registration\/prospectus fee$/);
    expect(cell.innerHTML).toBe('Registration/<wbr>prospectus fee');
  });

  it('is no longer a sideways scroll box: nothing in it takes a Tab stop of its own', () => {
    const table = renderTable(['Schedule', 'Time'], [['Grades 1-12', '7:45 am-2:30 pm']]);

    expect(table.closest('[tabindex]')).toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
