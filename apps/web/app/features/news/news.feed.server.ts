/** `::live{feed="news"}`: every news item, newest first, opening on the newest year that has news. */
import type { ComponentProps } from 'react';
import { newsItemHref } from '@school/content/item-pages.server';
import { newestFirst, newsDefaultYear } from '@school/shared/list-filters';
import { firstHref } from '../../blocks/live/attachment-href';
import { defineFeed } from '../../blocks/live/define-feed.server';
import { readList } from '../../blocks/live/read-list.server';
import { richTextHtml } from '../../blocks/live/rich-text.server';
import type { NewsList } from './news-list';

export default defineFeed<ComponentProps<typeof NewsList>>({
  async load({ source, today }) {
    const news = await readList(source, 'allNews', 'Error fetching news', []);
    return {
      items: newestFirst(news, (item) => item.fromDate).map((item) => ({
        id: item._id,
        href: newsItemHref(item),
        title: item.title,
        fromDate: item.fromDate,
        attachmentHref: firstHref(item.attachments),
        descriptionHtml: richTextHtml(item.description),
      })),
      defaultYear: newsDefaultYear(
        news.map((item) => item.fromDate),
        today.year,
      ),
    };
  },
});
