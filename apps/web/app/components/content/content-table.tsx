import type { TableCellView } from '../../content/blocks';
import { NavLinkItem } from '../layout/nav-link-item';
import styles from './content-table.module.css';

function Cell({ cell }: { cell: TableCellView }) {
  return typeof cell === 'string' ? cell : <NavLinkItem link={cell} />;
}

/** A captioned table that scrolls sideways on a phone instead of overflowing the page. */
export function ContentTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: TableCellView[][];
}) {
  return (
    // The scroll box is focusable so keyboard users can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>
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
