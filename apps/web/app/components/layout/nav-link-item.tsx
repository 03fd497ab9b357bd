import { Link } from 'react-router';
import { useNotUploaded, type DocumentState } from '../../site/documents-on-site';
import type { ResolvedLink } from '../../site/navigation';
import { NotUploaded } from './not-uploaded';

/**
 * One menu link: pages of the site navigate in place, documents and other
 * sites open in a new tab and say so to screen readers. A document the site
 * does not serve yet is its name and "Not yet uploaded", not a link: the entry
 * stays where a parent looks for it, and says why it does not open.
 */
export function NavLinkItem({
  link,
  current = false,
  className,
  onNavigate,
}: {
  link: ResolvedLink & DocumentState;
  current?: boolean;
  className?: string;
  onNavigate?: () => void;
}) {
  const notUploaded = useNotUploaded(link);
  if (notUploaded) return <NotUploaded label={link.label} className={className} />;
  if (!link.newTab) {
    return (
      <Link to={link.href} className={className} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
      {link.label}
      {link.kind === 'document' && <span aria-hidden="true"> (PDF)</span>}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
