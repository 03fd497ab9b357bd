/** Data blocks of the Media pages. */
import type { z } from 'zod';
import type { yearSectionsSchema } from '@school/shared/site-schema';

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
