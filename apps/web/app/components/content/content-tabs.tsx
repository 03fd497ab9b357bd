import * as Tabs from '@radix-ui/react-tabs';
import type { ContentBlock } from '../../content/blocks';
import { ContentBlocks } from './content-blocks';
import styles from './content-tabs.module.css';

type TabBlock = Extract<ContentBlock, { kind: 'tab' }>;

/** Tabs over a page's `:::tab` sections; Radix supplies the ARIA tabs pattern and its arrow keys. */
export function ContentTabs({ tabs }: { tabs: TabBlock[] }) {
  if (tabs.length === 0) return null;
  return (
    // Values are positions, not labels: Radix builds element ids from them, and a label's spaces would split an id.
    <Tabs.Root defaultValue="tab-0" className={styles.tabs}>
      <Tabs.List className={styles.list} aria-label="Guides">
        {tabs.map((tab, index) => (
          <Tabs.Trigger key={tab.label} value={`tab-${index}`} className={styles.trigger}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab, index) => (
        <Tabs.Content key={tab.label} value={`tab-${index}`} className={styles.panel}>
          <ContentBlocks blocks={tab.blocks} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
