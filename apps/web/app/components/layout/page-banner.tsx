import { useMatches } from 'react-router';
import type { SitePage } from '@school/shared/site-schema';
import { headingIn } from '../../site/document-title';
import { useBreadcrumbs } from '../../site/pages-on-site';
import { Breadcrumbs } from './breadcrumbs';
import styles from './page-banner.module.css';

/** The page's trail and heading: the title the school gave it, which its own route's loader reads. */
export function PageBanner({ page }: { page: SitePage }) {
  const heading = headingIn(useMatches().at(-1)?.loaderData) ?? page.title;
  const trail = useBreadcrumbs(page, heading);
  return (
    <div className={styles.banner}>
      <div className="container">
        <Breadcrumbs trail={trail} />
        <h1 className={styles.heading}>{heading}</h1>
      </div>
    </div>
  );
}
