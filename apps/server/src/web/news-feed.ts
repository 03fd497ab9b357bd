/**
 * /news/feed.xml: the school's newest news as an RSS 2.0 feed (the `feed` library), for a parent's feed reader. It
 * is read through the site's live source, as /news is, so the page cache keeps it, gives it an ETag, and drops it
 * when news or the school's profile changes or an item is scheduled to come or go. The feed says when it was last
 * built as the date of its newest item, so one drawn again says the same and keeps its ETag.
 *
 * Each news item links its own page (`/news/<id>-<words>`), and names itself by its id under /news, which a reader
 * remembers it by whatever its title becomes. The alerts on the site come first, said with their level ("Urgent: ..."), so that a parent who follows the school in a
 * reader hears that it is closed today; each links its "More" page, or the home page, where every page shows it.
 */
import { Feed } from 'feed';
import { newsItemHref } from '@school/content/item-pages.server';
import { mostPressingFirst } from '@school/shared/content-categories';
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
  const [profile, news, alerts] = await Promise.all([source.profile(), source.list('allNews'), source.list('alerts')]);
  if (!profile) return undefined;
  const newest = news.toSorted((a, b) => b.fromDate.localeCompare(a.fromDate)).slice(0, newestCount);
  const newsUrl = `${publicUrl}${newsPath}`;
  const lastChange = [...alerts.map((alert) => alert.since), ...newest.slice(0, 1).map((item) => item.fromDate)]
    .map((instant) => Date.parse(instant))
    .reduce((latest, instant) => Math.max(latest, instant), 0);
  const feed = new Feed({
    title: `${profile.name}: News`,
    description: `The news of ${[profile.name, profile.campus].filter(Boolean).join(', ')}`,
    id: `${publicUrl}/`,
    link: newsUrl,
    language: 'en-IN',
    copyright: `© ${copyrightYears(profile.founded, source.today().iso)} ${profile.name}`,
    updated: new Date(lastChange),
    generator: profile.name,
  });
  const home = `${publicUrl}/`;
  for (const alert of mostPressingFirst(alerts)) {
    feed.addItem({
      title: `${alert.level}: ${alert.title}`,
      id: `${home}#alert-${alert._id}`,
      // A feed's links are whole addresses; staff may have given a page of the site (`/holiday-list`).
      link: alert.url ? new URL(alert.url, home).href : home,
      date: new Date(alert.since),
    });
  }
  for (const item of newest) {
    feed.addItem({
      title: item.title,
      id: `${newsUrl}#${item._id}`,
      link: `${publicUrl}${newsItemHref(item)}`,
      date: new Date(item.fromDate),
      description: item.description,
    });
  }
  return feed.rss2();
}
