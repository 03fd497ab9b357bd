import type { TableCellView } from '../page/blocks';
import { NavLinkItem } from '../../components/layout/nav-link-item';
import styles from './content-list.module.css';

export function ContentList({ title, columns, items }: { title?: string; columns: 1 | 2 | 3; items: TableCellView[] }) {
  return (
    <section className={styles.section} aria-label={title}>
      {title && <h3 className={styles.title}>{title}</h3>}
      <ul className={styles.list} data-columns={columns}>
        {items.map((item, index) => (
          <li key={index}>{typeof item === 'string' ? item : <NavLinkItem link={item} />}</li>
        ))}
      </ul>
    </section>
  );
}
