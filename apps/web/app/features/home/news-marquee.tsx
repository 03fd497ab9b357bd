import { dateParts } from '@school/shared/date-format';
import { messages, placeholderCounts } from '@school/shared/messages';
import { PaperclipIcon } from '../../components/media/paperclip-icon';
import { VerticalMarquee } from '../../components/media/vertical-marquee';
import type { NewsView } from './home-views';
import styles from './news-marquee.module.css';

function NewsEntry({ item }: { item: NewsView }) {
  const parts = dateParts(item.fromDate);
  const body = (
    <>
      {parts ? (
        <time className={styles.date} dateTime={item.fromDate.slice(0, 10)}>
          <span className={styles.day}>{parts.day}</span> <span className={styles.month}>{parts.month}</span>
        </time>
      ) : (
        <span className={styles.date} />
      )}
      <span className={styles.text}>
        <span className={styles.title}>
          {item.attachmentHref && <PaperclipIcon />}
          {item.title}
        </span>
        {item.description && <span className={styles.description}>{item.description}</span>}
      </span>
    </>
  );
  return item.attachmentHref ? (
    <a className={styles.entry} href={item.attachmentHref} target="_blank" rel="noopener noreferrer">
      {body}
      <span className="visually-hidden"> (attachment, opens in a new tab)</span>
    </a>
  ) : (
    <div className={styles.entry}>{body}</div>
  );
}

/**
 * The home page's 'Latest News' (spec section 2, item 5): a vertical marquee
 * of the latest news, each with its day and month, linking to its attachment
 * in a new tab. With no news, the four placeholders of spec section 4.
 */
export function NewsMarquee({ items }: { items: NewsView[] }) {
  if (items.length === 0) {
    return (
      <ul className={styles.placeholders}>
        {Array.from({ length: placeholderCounts.news }, (_, index) => (
          <li key={index} className={styles.entry}>
            <span className={styles.date}>{messages.newsPlaceholderDate}</span>
            <span className={styles.text}>
              <span className={styles.title}>{messages.newsPlaceholderTitle}</span>
              <span className={styles.description}>{messages.stayTuned}</span>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <VerticalMarquee
      label="News ticker"
      items={items.map((item, index) => (
        <NewsEntry key={index} item={item} />
      ))}
    />
  );
}
