/** Data blocks of the Infrastructure pages. */
import type { z } from 'zod';
import type { listSchema } from '@school/shared/site-schema';

export const lists: z.input<typeof listSchema>[] = [
  {
    id: 'infrastructure-our-campus-facilities',
    columns: 2,
    items: [
      'Spacious, well-ventilated classrooms with smart panels',
      'A separate pre-primary wing with its own play area',
      'Physics, chemistry and biology laboratories',
      'Mathematics and language laboratories',
      'Robotics and innovation labs',
      'Computer laboratories for junior and senior classes',
      'A library with junior and senior reading rooms',
      'An air-conditioned auditorium',
      'Art, music and dance rooms',
      'An activity hall for assemblies and events',
      'A football field and an athletics track',
      'Basketball, volleyball and throwball courts',
      'Cricket practice nets and a skating rink',
      'Indoor halls for table tennis, gymnastics, chess and carrom',
      'An infirmary with a qualified nurse',
      'A hygienic dining hall',
      'CCTV surveillance and round-the-clock security',
      'RO drinking water stations on every floor',
      'A school garden tended by students',
      'Air-conditioned school buses',
    ],
  },
  {
    id: 'infrastructure-sports-facilities-outdoor-list',
    columns: 2,
    items: [
      'Football field',
      'Athletics track',
      'Cricket ground and practice nets',
      'Basketball courts',
      'Volleyball court',
      'Throwball court',
      'Tennis court',
      'Skating rink',
      'Kho-kho ground',
      'Pre-primary play area',
    ],
  },
  {
    id: 'infrastructure-sports-facilities-indoor-list',
    columns: 2,
    items: [
      'Table tennis hall',
      'Gymnastics hall',
      'Snooker room',
      'Chess and carrom room',
      'Multipurpose hall for yoga and karate',
    ],
  },
];
