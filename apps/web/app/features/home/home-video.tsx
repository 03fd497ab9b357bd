import { messages } from '@school/shared/messages';
import { VideoEmbed } from '../../components/media/video-embed';
import type { HomeVideoView } from './home-views';
import styles from './home-video.module.css';

/** 'Watch Memories' (spec section 2, item 8): the newest video, or 'Loading video...' while there is none. */
export function HomeVideo({ video }: { video?: HomeVideoView }) {
  if (!video) return <p className={styles.loading}>{messages.loadingVideo}</p>;
  return <VideoEmbed title={video.title} embedUrl={video.embedUrl} />;
}
