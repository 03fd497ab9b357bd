/**
 * The demo school's Mandatory Public Disclosure (content/demo/disclosure.ts) as the console keeps it: one item of
 * kind `disclosure`, its parts as JSON, checked as a save would be, each row dated the day the seed runs.
 */
import { demoFigures, demoResults, demoTeachers, demoValidUntil } from '@school/content/demo/disclosure';
import { findConsoleKind } from '@school/shared/console-kinds';
import { dateChanges, type Disclosure } from '@school/shared/disclosure';
import { disclosureSchema } from '@school/shared/disclosure-schema';
import type { DemoCalendar } from './demo-dates';
import type { DemoItem } from './demo-files';

export function demoDisclosure(calendar: DemoCalendar): DemoItem {
  const single = findConsoleKind('disclosure')?.single;
  if (!single) throw new Error('The console has no disclosure to seed');
  const parts: Disclosure = disclosureSchema.parse({
    figures: demoFigures,
    validUntil: Object.fromEntries(Object.entries(demoValidUntil).map(([key, day]) => [key, calendar.day(day)])),
    results: demoResults,
    teachers: demoTeachers,
  });
  return {
    id: crypto.randomUUID(),
    kind: 'disclosure',
    key: single.key,
    title: single.heading,
    message: JSON.stringify(dateChanges(undefined, parts, calendar.today)),
  };
}
