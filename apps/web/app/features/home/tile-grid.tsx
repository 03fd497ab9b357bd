import type { ImageView } from '../../blocks/page/blocks';
import { NavLinkItem } from '../../components/layout/nav-link-item';
import type { ResolvedLink } from '../../site/navigation';
import styles from './tile-grid.module.css';

export interface Tile {
  link: ResolvedLink;
  /** Drawn beside the link that names it, so it has no alt text of its own. */
  image: Omit<ImageView, 'alt'>;
  text: string;
}

/** A row of linked tiles: small icons (quick tiles), photos (quick links) or cards with text. */
export function TileGrid({
  label,
  tiles,
  variant,
}: {
  label: string;
  tiles: Tile[];
  variant: 'tile' | 'photo' | 'card';
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.grid} data-variant={variant}>
        {tiles.map((tile) => (
          <li key={`${tile.link.href}-${tile.link.label}`} className={styles.tile}>
            <img
              src={tile.image.src}
              alt=""
              width={tile.image.width}
              height={tile.image.height}
              loading="lazy"
              className={styles.image}
            />
            <div className={styles.body}>
              <NavLinkItem link={tile.link} className={styles.link} />
              <p className={styles.text}>{tile.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}
