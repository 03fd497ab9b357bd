/** Pictures of the About Us pages. */
import type { z } from 'zod';
import type { photoGroupSchema } from '@school/shared/site-schema';

export const photoGroups: z.input<typeof photoGroupSchema>[] = [
  {
    id: 'vice-chairmans-message-portrait',
    title: 'Mr. Aditya Vadlamudi, Pro-Vice Chairman',
    images: [
      {
        id: 'vice-chairmans-message-aditya-vadlamudi',
        alt: 'Portrait of Mr. Aditya Vadlamudi, Pro-Vice Chairman, smiling, in a navy blazer in front of the school library shelves',
        width: 400,
        height: 400,
        kind: 'portrait',
      },
    ],
  },
];
