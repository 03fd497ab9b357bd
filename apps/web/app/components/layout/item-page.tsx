import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SitePage } from '@school/shared/site-schema';
import { RichText } from '../../blocks/live/rich-text';
import type { PhotoView } from '../../blocks/live/uploaded-photo';
import { AttachmentLink } from '../media/attachment-link';
import { UploadedPhotos } from '../media/uploaded-photos';
import { pageLabel } from '../../site/navigation';
import styles from './item-page.module.css';

/** A file attached to an item, as its page links it. */
export interface AttachedFile {
  href: string;
  /** Whose file it is, for its link's name: the item's title, with its place where it has several. */
  title: string;
}

/** What the page of one news item or event shows of it, below its heading (the item's title). */
export interface ItemView {
  /** Stored formatted text that rich-text.server.ts made safe. */
  descriptionHtml: string;
  photos: PhotoView[];
  files: AttachedFile[];
}

/**
 * The page of one news item or event: its facts (when, where), its text, its photos as pictures that open the photo
 * viewer, its other files as links, and the way back to its list.
 */
export function ItemPage({
  item,
  facts,
  list,
}: {
  item: ItemView;
  facts: ReactNode;
  /** The page that lists it, which its page leads back to. */
  list: SitePage;
}) {
  return (
    <article className={styles.item}>
      {facts}
      {item.descriptionHtml && <RichText html={item.descriptionHtml} />}
      <UploadedPhotos photos={item.photos} />
      {item.files.length > 0 && (
        <ul className={styles.files}>
          {item.files.map((file) => (
            <li key={file.href}>
              <AttachmentLink href={file.href} title={file.title} />
            </li>
          ))}
        </ul>
      )}
      <Link to={list.path} className={styles.back}>
        <span aria-hidden="true">←</span> All {pageLabel(list).toLowerCase()}
      </Link>
    </article>
  );
}
