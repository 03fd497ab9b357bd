/** `::live{feed="magazine" category="..."}`: one magazine's issues, newest first, opening on the newest year. */
import type { ComponentProps } from 'react';
import { imagePath } from '@school/shared/api-paths';
import { circularCategories } from '@school/shared/content-categories';
import { newestFirst, newestYear } from '@school/shared/list-filters';
import { defineFeed } from '../../blocks/live/define-feed.server';
import { readList } from '../../blocks/live/read-list.server';
import type { MagazineCategory, MagazineIssues } from './magazine-issues';

export default defineFeed<ComponentProps<typeof MagazineIssues>, MagazineCategory>({
  categories: circularCategories,
  async load({ source, today, category }) {
    const circulars = await readList(source, 'circulars', `Error fetching ${category}`, []);
    const issues = newestFirst(
      circulars.filter((item) => item.category === category && item.attachments.length > 0),
      (item) => item.date,
    ).map((item) => ({ id: item._id, title: item.title, date: item.date, href: imagePath(item.attachments[0]!) }));
    return {
      category,
      issues,
      defaultYear: newestYear(
        issues.map((issue) => issue.date),
        today.year,
      ),
    };
  },
});
