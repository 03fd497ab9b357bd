/**
 * When an event runs, as a calendar needs it, from its day and the time staff typed ("10:00 AM to 1:00 PM", as the
 * console's hint says, or "9:30 am - 12 noon", "14:00"), on the school's clock. A time that cannot be read so (a
 * blank one, "All day", "After school") leaves the event a whole day, its words kept where the calendar shows them.
 */
import { schoolTimeToInstant } from './school-time';

export interface EventTimes {
  start: Date;
  /** None when only a start was typed. */
  end?: Date;
}

/** One time of day: "10", "10:30", with "AM", "PM", "noon" or a 24-hour clock. */
const clock = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|a\.m\.|pm|p\.m\.|noon)?`;
const times = new RegExp(String.raw`^\s*${clock}(?:\s*(?:to|-|–|until)\s*${clock})?\s*$`, 'i');

/** Minutes after midnight, or undefined for a time that is no time of day. */
function minutesOf(hourText: string, minuteText: string | undefined, half: string | undefined): number | undefined {
  const hour = Number(hourText);
  const minute = Number(minuteText ?? '0');
  if (minute > 59) return undefined;
  const marker = half?.toLowerCase().replaceAll('.', '');
  if (marker === 'noon') return hour === 12 && minute === 0 ? 12 * 60 : undefined;
  if (marker === undefined) return hour <= 23 ? hour * 60 + minute : undefined;
  if (hour < 1 || hour > 12) return undefined;
  return ((hour % 12) + (marker === 'pm' ? 12 : 0)) * 60 + minute;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function eventTimes(day: string, time: string, timeZone: string): EventTimes | undefined {
  const match = times.exec(time);
  if (!match) return undefined;
  const [, startHour, startMinute, startHalf, endHour, endMinute, endHalf] = match;
  const end = endHour === undefined ? undefined : minutesOf(endHour, endMinute, endHalf);
  // A start without its half of the day takes the end's ("2 to 4 PM"), unless that puts it after the end ("10 to 1
  // PM" is from ten in the morning).
  const halves = startHalf ? [startHalf] : endHalf && endHalf.toLowerCase() !== 'noon' ? [endHalf, 'am'] : [undefined];
  const start = halves
    .map((half) => minutesOf(startHour!, startMinute, half))
    .find((minutes) => minutes !== undefined && (end === undefined || minutes < end));
  if (start === undefined || (endHour !== undefined && (end === undefined || end <= start))) return undefined;
  // The day and the time as the school's clock shows them, read as the console reads "Publish at".
  const at = (minutes: number) =>
    schoolTimeToInstant(
      `${day.slice(0, 10)}T${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`,
      timeZone,
    );
  const startAt = at(start);
  if (startAt === undefined) return undefined;
  return { start: new Date(startAt), ...(end === undefined ? {} : { end: new Date(at(end)!) }) };
}
