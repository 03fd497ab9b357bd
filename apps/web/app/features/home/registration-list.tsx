import { AttachmentLink } from '../../components/media/attachment-link';
import { PaperclipIcon } from '../../components/media/paperclip-icon';
import { isExternalUrl, newTab } from './external-url';
import type { RegistrationView } from './home-views';
import styles from './registration-list.module.css';

/**
 * The online registration entries above the banner (spec section 2, item 1):
 * each title links to its url, with a paperclip link to its attachment.
 * Nothing at all when there are none or the list failed to load.
 */
export function RegistrationList({ items }: { items: RegistrationView[] }) {
  if (items.length === 0) return null;
  return (
    <nav className={styles.bar} aria-label="Online registration">
      <ul className={`container ${styles.list}`}>
        {items.map((item, index) => {
          const external = item.url !== undefined && isExternalUrl(item.url);
          return (
            <li key={index} className={styles.item}>
              {item.url ? (
                <a href={item.url} className={styles.link} {...(external ? newTab : {})}>
                  {item.title}
                  {external && <span className="visually-hidden"> (opens in a new tab)</span>}
                </a>
              ) : (
                <span className={styles.link}>{item.title}</span>
              )}
              {item.attachmentHref && (
                <AttachmentLink href={item.attachmentHref} title={item.title} className={styles.attachment}>
                  <PaperclipIcon size={20} />
                </AttachmentLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
