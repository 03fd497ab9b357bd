/**
 * The CBSE results table of /academic-results: one row per academic year,
 * newest first, each cell a link to that year's results PDF.
 */
import type { z } from 'zod';
import type { tableSchema } from '@school/shared/site-schema';

/** Academic years with board results, newest first. */
export const resultYears = [
  '2024-25',
  '2023-24',
  '2022-23',
  '2021-22',
  '2020-21',
  '2019-20',
  '2018-19',
  '2017-18',
  '2016-17',
  '2015-16',
] as const;

export const tables: z.input<typeof tableSchema>[] = [
  {
    id: 'cbse-results',
    caption: 'CBSE board results of Class X and Class XII',
    columns: ['Year', 'Class X', 'Class XII'],
    rows: resultYears.map((year) => [
      year,
      { document: `cbse-class-x-${year}`, label: `Class X ${year}` },
      { document: `cbse-class-xii-${year}`, label: `Class XII ${year}` },
    ]),
  },
];
