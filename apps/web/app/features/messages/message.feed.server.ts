/** `::live{feed="message" category="..."}`: a leader's newest message, formatted, for the leader's own page. */
import type { ComponentProps } from 'react';
import { leaderCategories } from '@school/shared/content-categories';
import { defineFeed } from '../../blocks/live/define-feed.server';
import { readList } from '../../blocks/live/read-list.server';
import { richTextHtml } from '../../blocks/live/rich-text.server';
import type { LeaderCategory } from '../../blocks/live/shared-views';
import {
  leaderRecord,
  leaderSignature,
  portraitPlaceholder,
  storedMessage,
} from '../../blocks/live/shared-views.server';
import type { LeaderMessage } from './leader-message';

export default defineFeed<ComponentProps<typeof LeaderMessage>, LeaderCategory>({
  categories: leaderCategories,
  async load({ source, category }) {
    const records = await readList(source, 'records', `Error fetching the ${category} message`, []);
    const record = leaderRecord(records, category);
    if (!record) return { category, placeholder: portraitPlaceholder() };
    return { category, message: { ...leaderSignature(record), messageHtml: richTextHtml(storedMessage(record)) } };
  },
});
