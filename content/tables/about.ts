/**
 * Tables of the About Us pages: the school's managing committee and the
 * promoters of the society that founded the school.
 */
import type { z } from 'zod';
import type { tableSchema } from '@school/shared/site-schema';
import { school } from '../school';

export const tables: z.input<typeof tableSchema>[] = [
  {
    id: 'management-committee',
    caption: `Managing Committee of ${school.name}`,
    columns: ['Name', 'Designation'],
    rows: [
      ['Mr. Ramachandra Murthy Vadlamudi', 'Chairperson'],
      ['Mrs. Sujatha Kanneganti', 'Vice Chairperson'],
      [`Mr. ${school.proViceChairman.name}`, school.proViceChairman.title],
      ['Mr. Prakash Chandra Yelamanchili', 'Member'],
      ['Dr. Madhavi Latha Parvataneni', 'Member'],
      ['Mr. Suresh Kumar Alapati', 'Member'],
      ['Prof. Nandini Deshpande', 'Member'],
      ['Mr. Farhan Ali Siddiqui', 'Member'],
      ['Mrs. Kavitha Ramesh Iyengar', 'Member'],
      ['Dr. Meenakshi Sundararajan', 'Academic Director'],
      ['Mrs. Shalini Varma', 'Principal/Secretary'],
    ],
  },
  {
    id: 'ves-promoters',
    caption: `Promoters of ${school.promoter.name} (${school.promoter.abbreviation})`,
    columns: ['Name', 'Role'],
    rows: [
      ['Mr. Ramachandra Murthy Vadlamudi', 'Chairman'],
      ['Mrs. Sujatha Kanneganti', 'President'],
      ['Mr. Harinath Reddy Bommareddy', 'Vice-President'],
      ['Mr. Prakash Chandra Yelamanchili', 'General Secretary'],
      ['Dr. Madhavi Latha Parvataneni', 'Joint Secretary'],
      ['Mr. Suresh Kumar Alapati', 'Treasurer'],
      ['Mrs. Anuradha Devi Chilukuri', 'Member'],
      ['Mr. Kiran Kumar Tummala', 'Member'],
    ],
  },
];
