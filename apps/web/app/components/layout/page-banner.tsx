import type { SitePage } from '@school/shared/site-schema';
import { useBreadcrumbs } from '../../site/pages-on-site';
import { Breadcrumbs } from './breadcrumbs';
import styles from './page-banner.module.css';

export function PageBanner({ page }: { page: SitePage }) {
  const trail = useBreadcrumbs(page);
  return (
    <div className={styles.banner}>
      <div className="container">
        <Breadcrumbs trail={trail} />
        <h1 className={styles.heading}>{page.title}</h1>
      </div>
    </div>
  );
}
