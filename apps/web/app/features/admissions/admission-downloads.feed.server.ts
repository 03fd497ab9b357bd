/** `::live{feed="admission-downloads"}`: the Admission records that link somewhere, by url or else their first attachment. */
import type { ComponentProps } from 'react';
import { safeLinkHref } from '@school/shared/link-safety';
import { firstHref } from '../../blocks/live/attachment-href';
import { defineFeed } from '../../blocks/live/define-feed.server';
import { readList } from '../../blocks/live/read-list.server';
import type { AdmissionDownloads } from './admission-downloads';

export default defineFeed<ComponentProps<typeof AdmissionDownloads>>({
  async load({ source }) {
    const records = await readList(source, 'records', 'Error fetching admission downloads', []);
    return {
      items: records
        .filter((record) => record.category === 'Admission')
        .flatMap((record) => {
          const href = safeLinkHref(record.url) ?? firstHref(record.attachments);
          return href ? [{ id: record._id, title: record.title, href }] : [];
        }),
    };
  },
});
