/**
 * Loads each live block's data through the load context's content source and
 * shapes it for its component. A failed load gives the spec's fallback for
 * that block (section 8) and is logged; it never fails the page.
 */
import { imagePath } from '@school/shared/api-paths';
import type { ContentRecord, GalleryItem, NewsItem, Testimonial, Video } from '@school/shared/api-schema';
import { schoolTabs } from '@school/shared/content-categories';
import { newestFirst, newestYear, newsDefaultYear } from '@school/shared/list-filters';
import type { LiveSource } from '@school/shared/live-source';
import { safeLinkHref } from '@school/shared/link-safety';
import { isWebAddress, toEmbedUrl } from '@school/shared/video-embed';
import { imageViewById } from '../content/images.server';
import { htmlToPlainText } from './plain-text.server';
import { readList } from './read-list.server';
import { richTextHtml } from './rich-text.server';
import { uploadedPhoto } from './uploaded-photo';
import type {
  AlbumCardView,
  LeaderCategory,
  LeaderMessagePageView,
  LeaderMessageView,
  LiveFeed,
  LiveView,
  NewsArticleView,
  NewsView,
  TestimonialView,
  VideoView,
} from './views';

/** The address of an item's first attachment, which the spec links. */
export const firstHref = (attachments: string[]) => (attachments[0] ? imagePath(attachments[0]) : undefined);

/** What every view of a news item shows besides its description. */
function newsHeading(item: NewsItem): Omit<NewsView, 'description'> {
  return { id: item._id, title: item.title, fromDate: item.fromDate, attachmentHref: firstHref(item.attachments) };
}

/** A news item for the home page's ticker, which shows a line or two of the description as text. */
export function newsView(item: NewsItem): NewsView {
  return { ...newsHeading(item), description: htmlToPlainText(item.description) };
}

function newsArticleView(item: NewsItem): NewsArticleView {
  return { ...newsHeading(item), descriptionHtml: richTextHtml(item.description) };
}

export function testimonialView(item: Testimonial): TestimonialView {
  const [photo] = item.attachments;
  return {
    id: item._id,
    name: item.name,
    text: htmlToPlainText(item.description),
    photo: photo ? uploadedPhoto(photo, `Photo of ${item.name}`) : undefined,
  };
}

/** Who signs a leader's message: name, title and photo. */
function leaderSignature(record: ContentRecord): Omit<LeaderMessageView, 'text'> {
  const [photo] = record.attachments;
  const placeholder = imageViewById('portrait-placeholder', 'live feeds');
  return {
    name: record.name,
    title: record.title,
    // A leader without a photo gets the 400x400 placeholder (spec section 9).
    photo: photo
      ? uploadedPhoto(photo, `Photo of ${record.name}`)
      : { src: placeholder.src, srcSet: '', alt: placeholder.alt },
  };
}

const storedMessage = (record: ContentRecord) => record.message || record.description;

/** The newest record of a leader, from the records of that category. */
const leaderRecord = (records: ContentRecord[], category: LeaderCategory) =>
  records.find((item) => item.category === category);

/** A leader's message as plain text, for the home page's carousel, which shows only its opening. */
export function leaderMessageView(record: ContentRecord): LeaderMessageView {
  return { ...leaderSignature(record), text: htmlToPlainText(storedMessage(record)) };
}

/** The newest message of a leader, as plain text (see leaderMessageView). */
export function leaderMessage(records: ContentRecord[], category: LeaderCategory): LeaderMessageView | undefined {
  const record = leaderRecord(records, category);
  return record && leaderMessageView(record);
}

/** The newest message of a leader, formatted, for the leader's own page. */
function leaderMessagePage(records: ContentRecord[], category: LeaderCategory): LeaderMessagePageView | undefined {
  const record = leaderRecord(records, category);
  return record && { ...leaderSignature(record), messageHtml: richTextHtml(storedMessage(record)) };
}

/** Only web addresses go into a player's frame; anything else stored by mistake is left out. */
export function playable(video: Video): boolean {
  return isWebAddress(video.videoUrl);
}

export function videoView(video: Video): VideoView {
  return { id: video._id, title: video.title, date: video.date, embedUrl: toEmbedUrl(video.videoUrl) };
}

export function albumCardView(item: GalleryItem): AlbumCardView {
  const [cover] = item.attachments;
  return {
    id: item._id,
    title: item.title,
    school: item.school,
    date: item.date,
    photoCount: item.attachments.length,
    cover: cover ? uploadedPhoto(cover, item.title) : undefined,
  };
}

export async function readRecords(source: LiveSource, message: string): Promise<ContentRecord[]> {
  return readList(source, 'records', message, []);
}

async function loadAlbum(source: LiveSource, url: URL): Promise<LiveView> {
  const id = url.searchParams.get('id');
  // Without an id there is nothing to fetch, and the page stays on 'Loading...' (spec section 4).
  if (!id) return { feed: 'album' };
  const empty = { title: '', description: '', date: '', photos: [] };
  try {
    const album = await source.album(id);
    if (!album) return { feed: 'album', album: empty };
    return {
      feed: 'album',
      album: {
        title: album.title,
        description: album.description,
        date: album.date,
        photos: album.attachments.map((path, index) =>
          uploadedPhoto(path, `${album.title}, photo ${index + 1} of ${album.attachments.length}`),
        ),
      },
    };
  } catch (error) {
    source.logError('Error fetching the album', error);
    return { feed: 'album', album: empty };
  }
}

/** The data of one live block, for the page at `url`, in the school's current year and month. */
export async function loadFeed(
  feed: LiveFeed,
  source: LiveSource,
  url: URL,
  today: { year: number; month: number },
): Promise<LiveView> {
  switch (feed.feed) {
    case 'news': {
      const news = await readList(source, 'allNews', 'Error fetching news', []);
      return {
        feed: 'news',
        items: newestFirst(news, (item) => item.fromDate).map(newsArticleView),
        defaultYear: newsDefaultYear(
          news.map((item) => item.fromDate),
          today.year,
        ),
      };
    }
    case 'events': {
      const events = await readList(source, 'events', 'Error fetching events', []);
      const defaultImage = imageViewById('event-default', 'live feeds');
      return {
        feed: 'events',
        items: newestFirst(events, (event) => event.date).map((event) => ({
          id: event._id,
          title: event.title,
          date: event.date,
          time: event.time,
          venue: event.venue,
          descriptionHtml: richTextHtml(event.description),
          thumbnail: event.images[0]
            ? uploadedPhoto(event.images[0], event.title)
            : { src: defaultImage.src, srcSet: '', alt: '' },
          attachmentHref: firstHref(event.attachments),
        })),
        defaultYear: today.year,
        defaultMonth: today.month,
      };
    }
    case 'gallery': {
      const gallery = await readList(source, 'gallery', 'Error fetching gallery', []);
      const albums = newestFirst(
        gallery.filter((item) => item.category === 'PhotoGallery'),
        (item) => item.date,
      ).map(albumCardView);
      return {
        feed: 'gallery',
        albums,
        // The page opens on the first tab (Junior), so on the newest year that tab has albums.
        defaultYear: newestYear(
          albums.filter((album) => album.school === schoolTabs[0]).map((album) => album.date),
          today.year,
        ),
      };
    }
    case 'album':
      return loadAlbum(source, url);
    case 'videos': {
      const videos = await readList(source, 'videos', 'Error fetching videos', []);
      return { feed: 'videos', items: newestFirst(videos.filter(playable), (video) => video.date).map(videoView) };
    }
    case 'testimonials': {
      const testimonials = await readList(source, 'testimonials', 'Error fetching testimonials', []);
      return {
        feed: 'testimonials',
        items: newestFirst(testimonials, (item) => item.createdAt).map(testimonialView),
      };
    }
    case 'admission-downloads': {
      const records = await readRecords(source, 'Error fetching admission downloads');
      return {
        feed: 'admission-downloads',
        items: records
          .filter((record) => record.category === 'Admission')
          .flatMap((record) => {
            const href = safeLinkHref(record.url) ?? firstHref(record.attachments);
            return href ? [{ id: record._id, title: record.title, href }] : [];
          }),
      };
    }
    case 'magazine': {
      const circulars = await readList(source, 'circulars', `Error fetching ${feed.category}`, []);
      const issues = newestFirst(
        circulars.filter((item) => item.category === feed.category && item.attachments.length > 0),
        (item) => item.date,
      ).map((item) => ({ id: item._id, title: item.title, date: item.date, href: imagePath(item.attachments[0]!) }));
      return {
        feed: 'magazine',
        category: feed.category,
        issues,
        defaultYear: newestYear(
          issues.map((issue) => issue.date),
          today.year,
        ),
      };
    }
    case 'message': {
      const records = await readRecords(source, `Error fetching the ${feed.category} message`);
      return { feed: 'message', category: feed.category, message: leaderMessagePage(records, feed.category) };
    }
    case 'awards': {
      try {
        const gallery = await source.list('gallery');
        return {
          feed: 'awards',
          category: feed.category,
          awards: gallery
            .filter((item) => item.category === feed.category)
            .flatMap((item) =>
              item.attachments.map((path, index) => ({
                id: `${item._id}-${index}`,
                title: item.title,
                photo: uploadedPhoto(path, item.title),
              })),
            ),
        };
      } catch (error) {
        // The carousel stays on its loading message, as the original does when its fetch fails.
        source.logError(`Error fetching ${feed.category}`, error);
        return { feed: 'awards', category: feed.category };
      }
    }
  }
}
