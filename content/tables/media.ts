/** Data blocks of the Media pages. */
import type { z } from 'zod';
import type { listSchema, yearSectionsSchema } from '@school/shared/site-schema';

export const lists: z.input<typeof listSchema>[] = [
  {
    id: 'year-book-editions',
    items: [
      { document: 'year-book-2024-25', label: 'Year Book 2024-25' },
      { document: 'year-book-2023-24', label: 'Year Book 2023-24' },
      { document: 'year-book-2022-23', label: 'Year Book 2022-23' },
      { document: 'year-book-2021-22', label: 'Year Book 2021-22' },
      { document: 'year-book-2020-21', label: 'Year Book 2020-21' },
    ],
  },
];

/** The early-years magazine: one list of issues per year, newest first. */
export const yearSections: z.input<typeof yearSectionsSchema>[] = [
  {
    id: 'little-learners-lounge',
    years: [
      {
        year: '2025',
        columns: [
          {
            items: [
              {
                label: 'September 2025',
                document: 'little-learners-2025-09',
                image: 'little-learners-lounge-cover-2025-09',
              },
              {
                label: 'August 2025',
                document: 'little-learners-2025-08',
                image: 'little-learners-lounge-cover-2025-08',
              },
            ],
          },
        ],
      },
      {
        year: '2024',
        columns: [
          {
            items: [
              {
                label: 'August 2024',
                document: 'little-learners-2024-08',
                image: 'little-learners-lounge-cover-2024-08',
              },
            ],
          },
        ],
      },
    ],
  },
];
