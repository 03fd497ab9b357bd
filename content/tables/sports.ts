/** Data blocks of the Sports pages. */
import type { z } from 'zod';
import type { listSchema } from '@school/shared/site-schema';

export const lists: z.input<typeof listSchema>[] = [
  {
    id: 'sports-offered-core',
    columns: 2,
    items: ['Basketball', 'Volleyball', 'Football', 'Cricket'],
  },
  {
    id: 'sports-offered-other',
    columns: 3,
    items: ['Tennis', 'Table tennis', 'Skating', 'Throwball', 'Gymnastics', 'Carrom', 'Snooker', 'Chess', 'Kho-kho'],
  },
  {
    id: 'sports-offered-hobby',
    columns: 2,
    items: ['Karate', 'Yoga'],
  },
  {
    id: 'awards-achievements-yearly',
    items: [
      { document: 'sports-awards-2022-23', label: 'Sports Awards 2022-23' },
      { document: 'sports-awards-2021-22', label: 'Sports Awards 2021-22' },
      { document: 'sports-awards-2019-20', label: 'Sports Awards 2019-20' },
      { document: 'sports-awards-2018-19', label: 'Sports Awards 2018-19' },
      { document: 'sports-awards-2017-18', label: 'Sports Awards 2017-18' },
    ],
  },
];
