/** Data blocks of the Media pages. */
import type { z } from 'zod';
import type { listSchema } from '@school/shared/site-schema';

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
  {
    id: 'little-learners-lounge-2025',
    items: [
      { document: 'little-learners-2025-09', label: 'September 2025' },
      { document: 'little-learners-2025-08', label: 'August 2025' },
    ],
  },
  {
    id: 'little-learners-lounge-2024',
    items: [{ document: 'little-learners-2024-08', label: 'August 2024' }],
  },
];
