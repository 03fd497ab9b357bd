import styles from './admission-downloads.module.css';

export interface DownloadView {
  id: string;
  title: string;
  href: string;
}

/** The admission forms and notices the office has published; nothing when there are none or they could not be read (spec section 8). */
export function AdmissionDownloads({ items }: { items: DownloadView[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {item.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
