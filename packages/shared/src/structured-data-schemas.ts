/**
 * The fields Google's rich results ask for of a `School` (an organisation), a `NewsArticle` and an `Event`, as
 * schema.org JSON-LD (https://developers.google.com/search/docs/appearance/structured-data): what the tests check
 * that structured-data.ts writes, so that a page never sends one without them.
 */
import { z } from 'zod';
import { headlineLength } from './structured-data';

const context = z.literal('https://schema.org');
const words = z.string().trim().min(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day, YYYY-MM-DD');

const postalAddress = z.object({
  '@type': z.literal('PostalAddress'),
  streetAddress: words,
  addressLocality: words,
  addressCountry: z.literal('IN'),
});

const organisation = z.object({ '@type': z.literal('School'), name: words, url: z.url() });

export const schoolDataSchema = organisation.extend({
  '@context': context,
  logo: z.url().optional(),
  telephone: words,
  email: z.email(),
  address: postalAddress,
  sameAs: z.array(z.url()).optional(),
});

export const newsArticleDataSchema = z.object({
  '@context': context,
  '@type': z.literal('NewsArticle'),
  headline: words.max(headlineLength),
  datePublished: day,
  url: z.url(),
  image: z.array(z.url()).min(1).optional(),
  publisher: organisation,
});

export const eventDataSchema = z.object({
  '@context': context,
  '@type': z.literal('Event'),
  name: words,
  startDate: day,
  url: z.url(),
  eventAttendanceMode: z.literal('https://schema.org/OfflineEventAttendanceMode'),
  eventStatus: z.literal('https://schema.org/EventScheduled'),
  location: z.object({ '@type': z.literal('Place'), name: words, address: postalAddress }),
  description: words.optional(),
  image: z.array(z.url()).min(1).optional(),
  organizer: organisation,
});
