/** `::live{feed="videos"}`: every video with a web address, newest first, as a player's address. */
import type { ComponentProps } from 'react';
import { newestFirst } from '@school/shared/list-filters';
import { defineFeed } from '../../blocks/live/define-feed.server';
import { readList } from '../../blocks/live/read-list.server';
import { playable, videoView } from '../../blocks/live/shared-views.server';
import type { VideoList } from './video-list';

export default defineFeed<ComponentProps<typeof VideoList>>({
  async load({ source }) {
    const videos = await readList(source, 'videos', 'Error fetching videos', []);
    return { items: newestFirst(videos.filter(playable), (video) => video.date).map(videoView) };
  },
});
