import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { YearView } from '../page/blocks';
import { NotUploaded } from '../../components/layout/not-uploaded';
import type { DocumentState } from '../../site/documents-on-site';
import styles from './year-sections.module.css';

type Item = YearView['columns'][number]['items'][number] & DocumentState;

/**
 * A picture card: an album opens in the site, a magazine's PDF in a new tab. A PDF the site does not serve yet
 * (`missing`, blocks/page/document-links.ts) is the card's picture and name with "Not yet uploaded", and no link.
 */
function YearItem({ item }: { item: Item }) {
  const content = (
    <>
      <img
        src={item.image.src}
        alt=""
        width={item.image.width}
        height={item.image.height}
        loading="lazy"
        className={styles.image}
      />
      {item.missing ? (
        <NotUploaded label={item.label} className={styles.caption} />
      ) : (
        <span className={styles.caption}>{item.label}</span>
      )}
    </>
  );
  if (item.missing) return <div className={`${styles.card} ${styles.notUploaded}`}>{content}</div>;
  if (!item.newTab) {
    return (
      <Link to={item.href} className={styles.card}>
        {content}
      </Link>
    );
  }
  return (
    <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles.card}>
      {content}
      <span className="visually-hidden"> (PDF, opens in a new tab)</span>
    </a>
  );
}

/** A year dropdown (newest first, newest by default) that shows that year's albums. */
export function YearSections({ years }: { years: YearView[] }) {
  const [year, setYear] = useState(years[0]?.year ?? '');
  const selectId = useId();
  const shown = years.find((entry) => entry.year === year);
  return (
    <div className={styles.years}>
      <label htmlFor={selectId} className={styles.label}>
        Select year
      </label>
      <select id={selectId} className={styles.select} value={year} onChange={(event) => setYear(event.target.value)}>
        {years.map((entry) => (
          <option key={entry.year} value={entry.year}>
            {entry.year}
          </option>
        ))}
      </select>
      {shown && (
        <section aria-label={`${shown.year}`} className={styles.year}>
          {shown.intro && <p className={styles.intro}>{shown.intro}</p>}
          <div className={styles.columns}>
            {shown.columns.map((column, index) => (
              <div key={column.heading ?? index}>
                {column.heading && <h2 className={styles.heading}>{column.heading}</h2>}
                <ul className={styles.grid}>
                  {column.items.map((item) => (
                    <li key={item.href}>
                      <YearItem item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
