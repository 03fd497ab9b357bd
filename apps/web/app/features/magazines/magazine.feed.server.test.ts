/** The magazine feed's loader: one magazine's issues, newest first, opening on the newest year. */
import { describe, expect, it } from 'vitest';
import type { Circular } from '@school/shared/api-schema';
import { fakeLiveSource } from '../../../test/fake-live-source';
import { today, url } from '../../../test/live-fixtures';
import { loadLiveView } from '../../../test/load-live-view';
import type { MagazineIssues } from './magazine-issues';

describe('magazines', () => {
  const issue = (id: string, category: Circular['category'], date: string): Circular => ({
    _id: id,
    category,
    date,
    title: `${category} ${date}`,
    attachments: [`circulars/${id}.pdf`],
  });

  it("keeps the category's issues, newest first, opening on the newest year", async () => {
    const { source } = fakeLiveSource({
      circulars: [
        issue('d1', 'Dipscoop', '2024-07-05'),
        issue('l1', 'Loquacity', '2025-06-05'),
        issue('d2', 'Dipscoop', '2025-02-05'),
      ],
    });
    const view = await loadLiveView<typeof MagazineIssues>(
      { feed: 'magazine', category: 'Dipscoop' },
      source,
      url,
      today,
    );
    if (view.feed !== 'magazine') throw new Error('wrong feed');
    expect(view.issues.map((item) => item.id)).toEqual(['d2', 'd1']);
    expect(view.issues[0]!.href).toBe('/api/image/circulars/d2.pdf');
    expect(view.defaultYear).toBe(2025);
  });
});
