/** Videos, in each form of YouTube address the site must understand: watch, short link, embed and shorts. */
import type { RelativeDay } from './relative-dates';

export interface DemoVideo {
  date: RelativeDay;
  title: string;
  url: string;
}

export const videos: DemoVideo[] = [
  { date: { daysAgo: 4 }, title: 'Annual Day highlights', url: 'https://www.youtube.com/watch?v=hvAnnualDy1' },
  { date: { daysAgo: 23 }, title: 'A morning at the pre-primary wing', url: 'https://youtu.be/hvPrePrmry2' },
  { date: { daysAgo: 58 }, title: 'Inter-house athletics meet', url: 'https://www.youtube.com/embed/hvAthletcs3' },
  { date: { daysAgo: 96 }, title: 'NCC cadets on parade', url: 'https://youtube.com/shorts/hvNccParad4' },
  {
    date: { daysAgo: 180 },
    title: 'Science exhibition walk-through',
    url: 'https://www.youtube.com/watch?v=hvScienceX5&t=12s',
  },
  { date: { daysAgo: 390 }, title: 'A tour of the Lakeview Campus', url: 'https://youtu.be/hvCampusTr6?si=demo' },
];
