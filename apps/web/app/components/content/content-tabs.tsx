import * as Tabs from '@radix-ui/react-tabs';
import type { ContentBlock } from '../../content/blocks';
import { ContentBlocks } from './content-blocks';
import styles from './content-tabs.module.css';

type TabBlock = Extract<ContentBlock, { kind: 'tab' }>;

/** Tabs over a page's `:::tab` sections; Radix supplies the ARIA tabs pattern and its arrow keys. */
export function ContentTabs({ tabs }: { tabs: TabBlock[] }) {
  const [first] = tabs;
  if (!first) return null;
  return (
    <Tabs.Root defaultValue={first.label} className={styles.tabs}>
      <Tabs.List className={styles.list} aria-label="Guides">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.label} value={tab.label} className={styles.trigger}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.label} value={tab.label} className={styles.panel}>
          <ContentBlocks blocks={tab.blocks} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
