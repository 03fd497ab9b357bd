import type { ReactNode } from 'react';
import type { ContentBlock } from '../../content/blocks';
import { ContentList } from './content-list';
import { ContentTable } from './content-table';
import { FaqList } from './faq-list';
import { PdfFrame } from './pdf-frame';
import { PhotoGrid } from './photo-grid';
import { Prose } from './prose';
import { SiteMapGroups } from './site-map-groups';
import styles from './content-blocks.module.css';

export type InteractiveBlock = Extract<ContentBlock, { kind: 'carousel' | 'slides' | 'years' | 'tab' | 'live' }>;

/**
 * Renders a page's blocks in order. The blocks that need a script are drawn
 * by `renderInteractive`, which only the templates that allow them pass in;
 * the server has already refused such blocks on any other template.
 */
export function ContentBlocks({
  blocks,
  renderInteractive,
}: {
  blocks: ContentBlock[];
  renderInteractive?: (block: InteractiveBlock) => ReactNode;
}) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'html':
            return <Prose key={index} html={block.html} />;
          case 'table':
            return <ContentTable key={index} caption={block.caption} columns={block.columns} rows={block.rows} />;
          case 'list':
            return <ContentList key={index} title={block.title} columns={block.columns} items={block.items} />;
          case 'faq':
            return <FaqList key={index} items={block.items} />;
          case 'photos':
            return <PhotoGrid key={index} group={block.group} />;
          case 'pdf':
            return (
              <PdfFrame key={index} title={block.title} href={block.href} height={block.height} label={block.label} />
            );
          case 'sitemap':
            return <SiteMapGroups key={index} />;
          default:
            return <div key={index}>{renderInteractive?.(block)}</div>;
        }
      })}
    </div>
  );
}
