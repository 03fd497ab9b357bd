/** Pictures of the Media pages. Most media pages show albums, videos and issues fetched from the API. */
import type { z } from 'zod';
import type { photoGroupSchema } from '@school/shared/site-schema';

export const photoGroups: z.input<typeof photoGroupSchema>[] = [
  // /little-learners-lounge
  {
    id: 'little-learners-lounge-covers',
    images: [
      {
        id: 'little-learners-lounge-cover-2025-09',
        alt: 'Cover of the September 2025 issue: pre-primary children holding up hand-painted paper lanterns',
        width: 800,
        height: 1100,
        kind: 'poster',
      },
      {
        id: 'little-learners-lounge-cover-2025-08',
        alt: 'Cover of the August 2025 issue: a Nursery child waving a paper flag with a big smile',
        width: 800,
        height: 1100,
        kind: 'poster',
      },
      {
        id: 'little-learners-lounge-cover-2024-08',
        alt: 'Cover of the August 2024 issue: Prep children in a circle planting a sapling in the school garden',
        width: 800,
        height: 1100,
        kind: 'poster',
      },
    ],
  },

  // The fixed logo shown beside every issue in the /dipscoop and /loquacity lists.
  {
    id: 'dipscoop-masthead',
    images: [{ id: 'dipscoop-masthead-logo', alt: 'Dipscoop e-magazine logo', width: 400, height: 400, kind: 'logo' }],
  },
  {
    id: 'loquacity-masthead',
    images: [{ id: 'loquacity-masthead-logo', alt: 'Loquacity magazine logo', width: 400, height: 400, kind: 'logo' }],
  },
];
