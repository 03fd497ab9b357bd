import { Fragment, type CSSProperties } from 'react';
import type { TableCellView } from '../page/blocks';
import { NavLinkItem } from '../../components/layout/nav-link-item';
import styles from './content-table.module.css';

/** Up to this many columns share a 320 px screen, wrapped; a wider table stacks its rows on phones. */
const mostColumnsSideBySide = 3;

/**
 * The pieces a line may break between: words, and within a word after a slash or a hyphen
 * ("Registration/", "prospectus"; "Pre-", "Nursery"). Only a piece wider than its column breaks inside.
 */
const unbreakablePieces = (text: string) => text.split(/\s+|(?<=[/-])/).filter(Boolean);

/** A cell's text with a line-break opportunity after each slash, which browsers do not give by themselves. */
function withBreaksAfterSlashes(text: string) {
  const parts = text.split(/(?<=\/)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

function Cell({ cell }: { cell: TableCellView }) {
  return typeof cell === 'string' ? withBreaksAfterSlashes(cell) : <NavLinkItem link={cell} />;
}

const cellText = (cell: TableCellView) => (typeof cell === 'string' ? cell : cell.label);

/**
 * About how wide a piece of text is in `ch` (the width of "0" in the font it is drawn in, bold or not): wide
 * letters count more and narrow ones less, so a column's width can be set before any text is measured. Checked
 * against DejaVu Sans, Liberation Sans and Roboto: within a few per cent, never much under.
 */
function estimatedWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if ('mwMW'.includes(char)) width += 1.5;
    else if ("ijlftr.,;:!/'|()- ".includes(char)) width += 0.55;
    else if (char >= 'A' && char <= 'Z') width += 1.2;
    else width += 1;
  }
  return width;
}

/**
 * The widths are set on the headings, in their bold `ch`. Bold letters are up to 8% wider than that `ch` says
 * (Liberation Sans), and a cell's regular letters up to 8% narrower (DejaVu Sans, whose bold "0" is wider).
 */
const boldHeading = 1.08;
const regularCell = 0.92;

/** A width for CSS, rounded up to a tenth of a `ch`. */
const tenths = (width: number) => Math.ceil(width * 10) / 10;

/** The estimated width in `ch` of the widest piece of text in a column that a line cannot break inside. */
function widestPiece(texts: string[]): number {
  return Math.max(0, ...texts.flatMap((text) => unbreakablePieces(text).map(estimatedWidth)));
}

/**
 * A captioned table that fits a phone without sideways scrolling: its text
 * wraps at spaces, then after slashes and hyphens, and a word breaks inside
 * only when it is wider than its column can be (at large text sizes). A table of more than three columns stacks on phones, each row a card in
 * which every cell is labelled with its column heading (the CSS draws the
 * `data-label` before the cell).
 */
export function ContentTable({
  caption,
  columns,
  rows,
  stackOnPhones = false,
  headingId,
}: {
  caption: string;
  columns: string[];
  rows: TableCellView[][];
  /** Stack on phones whatever the number of columns: for cells of long words, which three columns would break. */
  stackOnPhones?: boolean;
  /** The caption is also the heading of the section the table is (an `<h2>` with this id), said once. */
  headingId?: string;
}) {
  const stacks = stackOnPhones || columns.length > mostColumnsSideBySide;
  const widestPieces = columns.map((column, index) =>
    Math.max(
      widestPiece([column]) * boldHeading,
      widestPiece(rows.map((row) => cellText(row[index] ?? ''))) * regularCell,
    ),
  );
  const tableStyle = {
    '--columns': columns.length,
    '--widest-pieces': tenths(widestPieces.reduce((sum, width) => sum + width, 0)),
  } as CSSProperties;
  return (
    <div className={styles.frame}>
      <table className={stacks ? `${styles.table} ${styles.stacked}` : styles.table} style={tableStyle}>
        <caption>{headingId ? <h2 id={headingId}>{caption}</h2> : caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" style={{ '--widest-piece': tenths(widestPieces[index]!) } as CSSProperties}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} data-label={stacks ? columns[cellIndex] : undefined}>
                  <Cell cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
