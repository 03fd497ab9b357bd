/** The admission downloads feed's loader: the Admission records that link somewhere. */
import { describe, expect, it } from 'vitest';
import { fakeLiveSource } from '../../../test/fake-live-source';
import { record, today, url } from '../../../test/live-fixtures';
import { loadLiveView } from '../../../test/load-live-view';
import type { AdmissionDownloads } from './admission-downloads';

describe('admission downloads', () => {
  it('admission downloads are the Admission records, by url or else their first attachment', async () => {
    const { source } = fakeLiveSource({
      records: [
        record('a1', 'Admission', { title: 'Form', url: 'https://forms.example/apply' }),
        record('a2', 'Admission', { title: 'Notice', attachments: ['records/a2.pdf'] }),
        record('a3', 'Admission', { title: 'Nothing to open' }),
        record('x', 'Achievement', { url: 'https://example.org' }),
      ],
    });
    const view = await loadLiveView<typeof AdmissionDownloads>({ feed: 'admission-downloads' }, source, url, today);
    expect(view).toEqual({
      feed: 'admission-downloads',
      items: [
        { id: 'a1', title: 'Form', href: 'https://forms.example/apply' },
        { id: 'a2', title: 'Notice', href: '/api/image/records/a2.pdf' },
      ],
    });
  });
});
