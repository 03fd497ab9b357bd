/**
 * Lists of the Admissions pages: the documents to keep ready.
 */
import type { z } from 'zod';
import type { listSchema } from '@school/shared/site-schema';

export const lists: z.input<typeof listSchema>[] = [
  {
    id: 'admission-documents',
    title: 'Documents to keep ready',
    columns: 1,
    items: [
      'Birth certificate of the child',
      'Aadhar card of the child',
      'Category certificate, if applicable',
      'Report cards of the previous class (if the child has attended school before)',
    ],
  },
];
