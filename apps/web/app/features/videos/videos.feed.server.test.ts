/** The videos feed's loader: newest first, as players' addresses, leaving out what is not a web address. */
import { describe, expect, it } from 'vitest';
import { fakeLiveSource } from '../../../test/fake-live-source';
import { today, url } from '../../../test/live-fixtures';
import { loadLiveView } from '../../../test/load-live-view';
import type { VideoList } from './video-list';

describe('videos', () => {
  it('videos come newest first with embed addresses', async () => {
    const { source } = fakeLiveSource({
      videos: [
        { _id: 'v1', title: 'Old', date: '2025-01-01', videoUrl: 'https://youtu.be/abcdefghijk' },
        { _id: 'v2', title: 'New', date: '2026-01-01', videoUrl: 'https://example.org/video.mp4' },
      ],
    });
    const view = await loadLiveView<typeof VideoList>({ feed: 'videos' }, source, url, today);
    if (view.feed !== 'videos') throw new Error('wrong feed');
    expect(view.items.map((item) => item.embedUrl)).toEqual([
      'https://example.org/video.mp4',
      'https://www.youtube.com/embed/abcdefghijk',
    ]);
  });
});

describe('video addresses', () => {
  it('leaves out a video whose address is not a web address', async () => {
    const { source } = fakeLiveSource({
      videos: [
        { _id: 'bad', title: 'Bad', date: '2026-01-02', videoUrl: 'javascript:alert(1)' },
        { _id: 'ok', title: 'Ok', date: '2026-01-01', videoUrl: 'https://youtu.be/abcdefghijk' },
      ],
    });
    const view = await loadLiveView<typeof VideoList>({ feed: 'videos' }, source, url, today);
    if (view.feed !== 'videos') throw new Error('wrong feed');
    expect(view.items.map((item) => item.id)).toEqual(['ok']);
  });
});
