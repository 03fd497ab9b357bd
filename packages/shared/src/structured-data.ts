/**
 * What the site tells search engines of the school, a news item and an event, as schema.org JSON-LD in the page
 * (structured-data-schemas.ts has the fields each must have, which the tests check these against). Without zod: the
 * pages' scripts draw them too.
 */
import { imagePath } from './api-paths';
import type { SchoolProfile } from './school-profile';

/** Google shows at most 110 characters of a headline. */
export const headlineLength = 110;

const context = 'https://schema.org' as const;

/** Addresses of the site are whole, at its public origin. */
const whole = (origin: string, path: string) => `${origin}${path}`;

function address(profile: SchoolProfile) {
  return {
    '@type': 'PostalAddress' as const,
    streetAddress: profile.street,
    addressLocality: profile.cityLine,
    addressCountry: 'IN' as const,
  };
}

const organisation = (profile: SchoolProfile, origin: string) => ({
  '@type': 'School' as const,
  name: profile.name,
  url: whole(origin, '/'),
});

/** The school, on the home page: its name, address, telephone, e-mail, logo and its pages elsewhere. */
export function schoolData(profile: SchoolProfile, origin: string) {
  const elsewhere = [profile.instagramUrl, profile.alumniUrl].filter(Boolean);
  return {
    '@context': context,
    ...organisation(profile, origin),
    ...(profile.logo ? { logo: `${whole(origin, imagePath(profile.logo.path))}?w=640` } : {}),
    telephone: profile.phone,
    email: profile.email,
    address: address(profile),
    ...(elsewhere.length > 0 ? { sameAs: elsewhere } : {}),
  };
}

/** The pictures of an item, whole addresses; none when it has none. */
const images = (origin: string, photos: readonly string[]) =>
  photos.length > 0 ? { image: photos.map((src) => whole(origin, src)) } : {};

export interface ItemOnSite {
  title: string;
  /** Its own page's path. */
  path: string;
  /** `YYYY-MM-DD`. */
  day: string;
  /** Its photos' paths on the site. */
  photos: readonly string[];
}

/** A news item, on its own page. */
export function newsArticleData(item: ItemOnSite, profile: SchoolProfile, origin: string) {
  const headline =
    item.title.length > headlineLength ? `${item.title.slice(0, headlineLength - 1).trimEnd()}…` : item.title;
  return {
    '@context': context,
    '@type': 'NewsArticle' as const,
    headline,
    datePublished: item.day,
    url: whole(origin, item.path),
    ...images(origin, item.photos),
    publisher: organisation(profile, origin),
  };
}

/** An event, on its own page: at the school, at its venue there, on its day. */
export function eventData(
  event: ItemOnSite & { venue: string; description: string },
  profile: SchoolProfile,
  origin: string,
) {
  return {
    '@context': context,
    '@type': 'Event' as const,
    name: event.title,
    startDate: event.day,
    url: whole(origin, event.path),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode' as const,
    eventStatus: 'https://schema.org/EventScheduled' as const,
    location: { '@type': 'Place' as const, name: event.venue || profile.name, address: address(profile) },
    ...(event.description ? { description: event.description } : {}),
    ...images(origin, event.photos),
    organizer: organisation(profile, origin),
  };
}

/**
 * The JSON-LD's text, safe inside a `<script>` element: a `<` in a title could otherwise close it (`</script>`) and
 * start markup of its own.
 */
export const jsonLdText = (data: object): string => JSON.stringify(data).replace(/</g, '\\u003c');
