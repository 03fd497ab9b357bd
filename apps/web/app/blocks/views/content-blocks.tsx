import type { ReactNode } from 'react';
import type { ContentBlock } from '../page/blocks';
import { InformationBlock } from './information-block';
import { Prose } from './prose';
import styles from './content-blocks.module.css';

/**
 * Renders a page's blocks in order: its text, and each other kind by the chunk of its own that the page's loader
 * has loaded (information-block.tsx). Live feeds are drawn by `renderLive`, which only the live-page template
 * passes in, and tabs by the parent guide's template around this; the server refuses both on any other template.
 */
export function ContentBlocks({
  blocks,
  renderLive,
}: {
  blocks: ContentBlock[];
  renderLive?: (block: Extract<ContentBlock, { kind: 'live' }>) => ReactNode;
}) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'html':
            return <Prose key={index} html={block.html} />;
          case 'live':
            return <div key={index}>{renderLive?.(block)}</div>;
          case 'tab':
            return null;
          default:
            return <InformationBlock key={index} block={block} />;
        }
      })}
    </div>
  );
}
