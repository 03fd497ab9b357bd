import type { PreviewNote } from '../../site/preview';
import styles from './preview-banner.module.css';

/** Marks a staff preview, so a draft is never mistaken for what visitors see (loaded by preview-slot.tsx). */
export default function PreviewBanner({ preview }: { preview: PreviewNote }) {
  return (
    <div className={styles.banner} role="status">
      <strong>Preview.</strong> This is how “{preview.heading}” will look once it is published; visitors don’t see it
      yet. <a href={preview.editPath}>Back to editing</a>
    </div>
  );
}
