import type { ContentBlock } from '../page/blocks';
import { useTabs } from '../../components/tabs/use-tabs';
import { ContentBlocks } from './content-blocks';
import styles from './content-tabs.module.css';

type TabBlock = Extract<ContentBlock, { kind: 'tab' }>;

/** Tabs over a page's `:::tab` sections (the ARIA tabs pattern, use-tabs.ts). */
export function ContentTabs({ tabs }: { tabs: TabBlock[] }) {
  const { selected, listProps, tabProps, panelProps } = useTabs(tabs.length);
  if (tabs.length === 0) return null;
  return (
    <div className={styles.tabs}>
      <div {...listProps} className={styles.list} aria-label="Guides">
        {tabs.map((tab, index) => (
          <button key={tab.label} {...tabProps(index)} className={styles.trigger}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.label} {...panelProps(index)} className={styles.panel}>
          {index === selected && <ContentBlocks blocks={tab.blocks} />}
        </div>
      ))}
    </div>
  );
}
