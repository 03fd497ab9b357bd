import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styles from './prose.module.css';

/**
 * Markdown rendered to HTML on the server. A click on a link to another page
 * of this site is handed to the router, so reading on does not reload the
 * document; every other click behaves as the browser would.
 */
export function Prose({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/generated/')) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  // The HTML comes from the project's own Markdown, compiled without raw HTML.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className={styles.prose} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
