/**
 * /news/feed.xml: the school's newest news as an RSS 2.0 feed (the `feed` library), for a parent's feed reader. It
 * is read through the site's live source, as /news is, so the page cache keeps it, gives it an ETag, and drops it
 * when news or the school's profile changes or an item is scheduled to come or go. The feed says when it was last
 * built as the date of its newest item, so one drawn again says the same and keeps its ETag.
 *
 * A news item has no page of its own yet: each links /news, where it is listed, and names itself by its id.
 */
import { Feed } from 'feed';
import type { LiveSource } from '@school/shared/live-source';
import { copyrightYears } from '@school/shared/school-profile';

/** As many as a reader shows: the newest term or so of a school's news. */
const newestCount = 30;

/** The feed's XML, or undefined for a school that has no profile yet (its site is being set up). */
export async function newsFeedXml(
  source: LiveSource,
  publicUrl: string,
  newsPath: string,
): Promise<string | undefined> {
  const [profile, news] = await Promise.all([source.profile(), source.list('allNews')]);
  if (!profile) return undefined;
  const newest = news.toSorted((a, b) => b.fromDate.localeCompare(a.fromDate)).slice(0, newestCount);
  const newsUrl = `${publicUrl}${newsPath}`;
  const feed = new Feed({
    title: `${profile.name}: News`,
    description: `The news of ${[profile.name, profile.campus].filter(Boolean).join(', ')}`,
    id: `${publicUrl}/`,
    link: newsUrl,
    language: 'en-IN',
    copyright: `© ${copyrightYears(profile.founded, source.today().iso)} ${profile.name}`,
    updated: newest[0] ? new Date(newest[0].fromDate) : new Date(0),
    generator: profile.name,
  });
  for (const item of newest) {
    feed.addItem({
      title: item.title,
      id: `${newsUrl}#${item._id}`,
      link: newsUrl,
      date: new Date(item.fromDate),
      description: item.description,
    });
  }
  return feed.rss2();
}
