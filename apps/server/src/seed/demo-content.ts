/**
 * Turns the demo school's content (content/demo) into content rows with the
 * files they link to: highlights, news, events, registration entries, leaders'
 * messages, testimonials, achievements, admission downloads, announcements,
 * videos and magazine issues. Photo albums are in demo-albums.ts. Rows get
 * fresh ids; files are named after titles (see demo-files.ts).
 */
import { achievements } from '@school/content/demo/achievements';
import { admissionDownloads } from '@school/content/demo/admission-downloads';
import { announcements } from '@school/content/demo/announcements';
import { events } from '@school/content/demo/events';
import { highlights } from '@school/content/demo/highlights';
import { dipscoop, loquacity } from '@school/content/demo/magazines';
import { messages } from '@school/content/demo/messages';
import { news } from '@school/content/demo/news';
import { contactLine, type Notice } from '@school/content/demo/notices';
import { registrations } from '@school/content/demo/registrations';
import { testimonials } from '@school/content/demo/testimonials';
import { videos } from '@school/content/demo/videos';
import { school } from '@school/content/school';
import { type DemoCalendar, formatDay, longDate } from './demo-dates';
import { type DemoFile, type DemoItem, pdf, photo, portrait, poster, slug } from './demo-files';
import { fillAllBraces } from './fill-braces';

const newId = (): string => crypto.randomUUID();

/** A notice on the letterhead, stored under `<folder>/<its title>`. */
const noticePdf = (folder: string, { title, body }: Notice): DemoFile =>
  pdf(`${folder}/${slug(title)}`, title, [...body, contactLine]);

function highlightItems(cal: DemoCalendar): DemoItem[] {
  return fillAllBraces(highlights, cal.years).map(({ title, notice }) => ({
    id: newId(),
    kind: 'highlight',
    title,
    attachments: notice ? [noticePdf('highlights', notice)] : [],
  }));
}

function newsItems(cal: DemoCalendar): DemoItem[] {
  return news.map(({ date, title, description, body }) => {
    const day = cal.day(date);
    return {
      id: newId(),
      kind: 'news',
      title,
      description,
      date: day,
      attachments: [noticePdf('news', { title, body: [`${school.name}, ${longDate(day)}`, description, ...body] })],
    };
  });
}

function eventItems(cal: DemoCalendar): DemoItem[] {
  return events.map(({ date, title, time, venue, description, picture, notice }) => {
    const day = cal.day(date);
    const key = slug(title);
    return {
      id: newId(),
      kind: 'event',
      title,
      date: day,
      time,
      venue,
      description,
      images: picture ? [photo(`events/${key}/photo-1`, `event-${key}`, picture)] : [],
      attachments: notice
        ? [noticePdf('events', { title, body: [`${longDate(day)}, ${time}, ${venue}`, description, ...notice] })]
        : [],
    };
  });
}

function registrationItems(cal: DemoCalendar): DemoItem[] {
  return fillAllBraces(registrations, cal.years).map(({ title, url, notice }) => ({
    id: newId(),
    kind: 'registration',
    title,
    url,
    attachments: notice ? [noticePdf('registrations', notice)] : [],
  }));
}

function messageItems(): DemoItem[] {
  return messages.map(({ category, name, title, message }) => ({
    id: newId(),
    kind: 'record',
    category,
    title,
    name,
    message: message.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
    attachments: [
      portrait(
        `messages/${slug(category)}`,
        `leader-${slug(category)}`,
        `Portrait of ${name}, ${category} of ${school.name}`,
      ),
    ],
  }));
}

function testimonialItems(cal: DemoCalendar): DemoItem[] {
  return testimonials.map(({ name, text, daysAgo }) => ({
    id: newId(),
    kind: 'testimonial',
    name,
    description: `<p>${text}</p>`,
    attachments: [portrait(`testimonials/${slug(name)}`, `voice-${slug(name)}`, `Portrait of ${name}`)],
    created_at: cal.timestampDaysAgo(daysAgo),
  }));
}

function achievementItems(): DemoItem[] {
  return achievements.map(({ title, description, picture }) => ({
    id: newId(),
    kind: 'record',
    category: 'Achievement',
    title,
    description,
    attachments: [photo(`achievements/${slug(title)}`, `achievement-${slug(title)}`, picture)],
  }));
}

function admissionDownloadItems(cal: DemoCalendar): DemoItem[] {
  return fillAllBraces(admissionDownloads, cal.years).map((download) => ({
    id: newId(),
    kind: 'record',
    category: 'Admission',
    title: download.title,
    ...('url' in download
      ? { url: download.url }
      : { linkToAttachment: true, attachments: [noticePdf('admissions', download)] }),
  }));
}

function announcementItems(cal: DemoCalendar): DemoItem[] {
  return fillAllBraces(announcements, cal.years).map(({ title, description, poster: alt, notice, url }) => {
    const folder = `announcements/${slug(title)}`;
    return {
      id: newId(),
      kind: 'announcement',
      title,
      description,
      url,
      images: alt ? [poster(`${folder}/image`, `announcement-${slug(title)}`, alt)] : [],
      attachments: notice ? [pdf(`${folder}/notice`, title, [...notice, contactLine])] : [],
    };
  });
}

function videoItems(cal: DemoCalendar): DemoItem[] {
  return videos.map(({ date, title, url }) => ({
    id: newId(),
    kind: 'video',
    title,
    date: cal.day(date),
    video_url: url,
  }));
}

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long' });
const isoDay = (year: number, month: number, day: number) => formatDay(new Date(year, month - 1, day));

function magazineIssue(category: 'Dipscoop' | 'Loquacity', title: string, date: string, lines: string[]): DemoItem {
  return {
    id: newId(),
    kind: 'circular',
    category,
    title,
    date,
    attachments: [pdf(`circulars/${slug(title)}`, title, lines)],
  };
}

function magazineItems(): DemoItem[] {
  const dipscoopIssues = Object.entries(dipscoop.months).flatMap(([year, months]) =>
    months.map((month) => {
      const contents = (dipscoop.stories[month] ?? []).map((story) => `- ${story}`).join('\n');
      return magazineIssue(
        'Dipscoop',
        `Dipscoop, ${monthName.format(new Date(Number(year), month - 1, 1))} ${year}`,
        isoDay(Number(year), month, dipscoop.day),
        [dipscoop.opening, `In this issue:\n${contents}`, dipscoop.closing],
      );
    }),
  );
  const loquacityIssues = loquacity.years.flatMap((year) =>
    loquacity.issues.map(({ month, day, name, contents }) =>
      magazineIssue('Loquacity', `Loquacity ${year}, ${name}`, isoDay(year, month, day), [
        loquacity.opening,
        contents,
        loquacity.closing,
      ]),
    ),
  );
  return [...dipscoopIssues, ...loquacityIssues];
}

export function demoContent(cal: DemoCalendar): DemoItem[] {
  return [
    ...highlightItems(cal),
    ...newsItems(cal),
    ...eventItems(cal),
    ...registrationItems(cal),
    ...messageItems(),
    ...testimonialItems(cal),
    ...achievementItems(),
    ...admissionDownloadItems(cal),
    ...announcementItems(cal),
    ...videoItems(cal),
    ...magazineItems(),
  ];
}
