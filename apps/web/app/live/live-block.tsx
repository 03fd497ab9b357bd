import { AdmissionDownloads } from '../features/admissions/admission-downloads';
import { AwardsCarousel } from '../features/awards/awards-carousel';
import { EventList } from '../features/events/event-list';
import { AlbumGrid } from '../features/gallery/album-grid';
import { AlbumPhotos } from '../features/gallery/album-photos';
import { MagazineIssues } from '../features/magazines/magazine-issues';
import { LeaderMessage } from '../features/messages/leader-message';
import { NewsList } from '../features/news/news-list';
import { TestimonialList } from '../features/testimonials/testimonial-list';
import { VideoList } from '../features/videos/video-list';
import type { LiveView } from './views';

/** Draws a loaded live block with the component of its feed. */
export function LiveBlock({ view }: { view: LiveView }) {
  switch (view.feed) {
    case 'news':
      return <NewsList items={view.items} defaultYear={view.defaultYear} />;
    case 'events':
      return <EventList items={view.items} defaultYear={view.defaultYear} defaultMonth={view.defaultMonth} />;
    case 'gallery':
      return <AlbumGrid albums={view.albums} defaultYear={view.defaultYear} />;
    case 'album':
      return <AlbumPhotos album={view.album} />;
    case 'videos':
      return <VideoList items={view.items} />;
    case 'testimonials':
      return <TestimonialList items={view.items} />;
    case 'admission-downloads':
      return <AdmissionDownloads items={view.items} />;
    case 'magazine':
      return <MagazineIssues category={view.category} issues={view.issues} defaultYear={view.defaultYear} />;
    case 'message':
      return <LeaderMessage category={view.category} message={view.message} />;
    case 'awards':
      return <AwardsCarousel category={view.category} awards={view.awards} />;
  }
}
