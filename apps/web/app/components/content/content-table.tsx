import type { CSSProperties } from 'react';
import type { TableCellView } from '../../content/blocks';
import { NavLinkItem } from '../layout/nav-link-item';
import styles from './content-table.module.css';

/** Up to this many columns share a 320 px screen, wrapped; a wider table stacks its rows on phones. */
const mostColumnsSideBySide = 3;

function Cell({ cell }: { cell: TableCellView }) {
  return typeof cell === 'string' ? cell : <NavLinkItem link={cell} />;
}

const cellText = (cell: TableCellView) => (typeof cell === 'string' ? cell : cell.label);

/** The length in characters of the longest word in a column: short words ("Nov/Dec") are never split. */
function longestWord(texts: string[]): number {
  return Math.max(...texts.flatMap((text) => text.split(/\s+/).map((word) => word.length)));
}

/**
 * A captioned table that fits a phone without sideways scrolling (issue 13):
 * its text wraps, and a word breaks only when it is wider than its column can
 * be. A table of more than three columns stacks on phones, each row a card in
 * which every cell is labelled with its column heading (the CSS draws the
 * `data-label` before the cell).
 */
export function ContentTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: TableCellView[][];
}) {
  const stacks = columns.length > mostColumnsSideBySide;
  const longestWords = columns.map((column, index) =>
    longestWord([column, ...rows.map((row) => cellText(row[index] ?? ''))]),
  );
  return (
    <div className={styles.frame}>
      <table
        className={stacks ? `${styles.table} ${styles.stacked}` : styles.table}
        style={{ '--columns': columns.length } as CSSProperties}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" style={{ '--longest-word': longestWords[index] } as CSSProperties}>
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
