import type { SitePage } from '@school/shared/site-schema';
import { breadcrumbs } from '../../site/navigation';
import { Breadcrumbs } from './breadcrumbs';
import styles from './page-banner.module.css';

export function PageBanner({ page }: { page: SitePage }) {
  return (
    <div className={styles.banner}>
      <div className="container">
        <Breadcrumbs trail={breadcrumbs(page)} />
        <h1 className={styles.heading}>{page.title}</h1>
      </div>
    </div>
  );
}
