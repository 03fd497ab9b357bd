import { useEffect, useState } from 'react';
import { apiPath, imagePath } from '@school/shared/api-paths';
import type { Highlight } from '@school/shared/api-schema';
import { messages, placeholderCounts } from '@school/shared/messages';
import { schoolCode } from '../../site/school-code';
import { AttachmentLink } from './attachment-link';
import { PaperclipIcon } from './paperclip-icon';
import { Ticker } from './ticker';
import styles from './highlights-ticker.module.css';

/**
 * The header's highlights, fetched by the browser on every page (pre-rendered
 * pages included). Until they arrive, and when there are none or the fetch
 * fails, it shows the spec's three placeholders.
 */
export function HighlightsTicker() {
  const [highlights, setHighlights] = useState<Highlight[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    fetch(apiPath('highlights', { schoolcode: schoolCode() }), { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`answered ${response.status}`))))
      .then((answer: unknown) => setHighlights(Array.isArray(answer) ? (answer as Highlight[]) : []))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Error fetching highlights', error);
      });
    return () => controller.abort();
  }, []);

  const items =
    highlights.length > 0
      ? highlights.map((highlight) => {
          const [attachment] = highlight.attachments;
          return (
            <span key={highlight._id}>
              {highlight.title}
              {attachment && (
                <AttachmentLink href={imagePath(attachment)} title={highlight.title} className={styles.attachment}>
                  <PaperclipIcon />
                </AttachmentLink>
              )}
            </span>
          );
        })
      : Array.from({ length: placeholderCounts.highlights }, () => messages.stayTuned);
  return <Ticker label="Highlights" items={items} />;
}
