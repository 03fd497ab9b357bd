import { Link } from 'react-router';
import type { ResolvedLink } from '../../site/navigation';

/**
 * One menu link: pages of the site navigate in place, documents and other
 * sites open in a new tab and say so to screen readers.
 */
export function NavLinkItem({
  link,
  current = false,
  className,
  onNavigate,
}: {
  link: ResolvedLink;
  current?: boolean;
  className?: string;
  onNavigate?: () => void;
}) {
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
