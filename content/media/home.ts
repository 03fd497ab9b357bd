import type { z } from 'zod';
import type { photoGroupSchema } from '@school/shared/site-schema';

/** Pictures of the home page and of the frame every page shares. */
export const photoGroups: z.input<typeof photoGroupSchema>[] = [
  {
    id: 'site-wide',
    images: [
      { id: 'school-logo', alt: 'Harmony Valley Public School crest', width: 128, height: 128, kind: 'logo' },
      { id: 'portrait-placeholder', alt: 'Photo to follow', width: 400, height: 400, kind: 'portrait' },
      { id: 'event-default', alt: 'School event', width: 640, height: 400, kind: 'poster' },
      {
        id: 'contact-us-map',
        alt: 'Street map of Serilingampally, Hyderabad, with the school marked beside Lakeview Road',
        width: 1200,
        height: 600,
        kind: 'banner',
      },
    ],
  },
  {
    id: 'home-banner',
    title: 'Life at Harmony Valley',
    images: [
      {
        id: 'home-banner-campus',
        alt: 'The main school building and front lawn on a clear morning',
        width: 1600,
        height: 600,
        kind: 'banner',
      },
      {
        id: 'home-banner-assembly',
        alt: 'Students gathered on the playground for the morning assembly',
        width: 1600,
        height: 600,
        kind: 'banner',
      },
      {
        id: 'home-banner-sports',
        alt: 'Runners on the school track during the annual sports day',
        width: 1600,
        height: 600,
        kind: 'banner',
      },
      {
        id: 'home-banner-science',
        alt: 'Students showing their projects at the science exhibition',
        width: 1600,
        height: 600,
        kind: 'banner',
      },
    ],
  },
  {
    id: 'home-quick-tiles',
    images: [
      { id: 'home-tile-disclosure', alt: 'Document icon', width: 96, height: 96, kind: 'icon' },
      { id: 'home-tile-alumni', alt: 'People icon for our alumni', width: 96, height: 96, kind: 'icon' },
      { id: 'home-tile-mun', alt: 'Globe icon for the model United Nations', width: 96, height: 96, kind: 'icon' },
      { id: 'home-tile-testimonials', alt: 'Quote icon for testimonials', width: 96, height: 96, kind: 'icon' },
      { id: 'home-tile-magazine', alt: 'Magazine icon for the e-magazine', width: 96, height: 96, kind: 'icon' },
    ],
  },
  {
    id: 'home-campus-logos',
    title: 'Our sister campuses',
    images: [
      { id: 'campus-logo-hillside', alt: 'Harmony Public School Hillside logo', width: 240, height: 120, kind: 'logo' },
      {
        id: 'campus-logo-riverside',
        alt: 'Harmony Public School Riverside logo',
        width: 240,
        height: 120,
        kind: 'logo',
      },
      {
        id: 'campus-logo-little-harmony',
        alt: 'Little Harmony Pre-School logo',
        width: 240,
        height: 120,
        kind: 'logo',
      },
    ],
  },
  {
    id: 'home-quick-links',
    images: [
      {
        id: 'home-link-campus',
        alt: 'The school courtyard with trees and benches',
        width: 600,
        height: 400,
        kind: 'photo',
      },
      {
        id: 'home-link-campus-life',
        alt: 'Students rehearsing a dance on the assembly stage',
        width: 600,
        height: 400,
        kind: 'photo',
      },
      { id: 'home-link-sports', alt: 'A football match on the school field', width: 600, height: 400, kind: 'photo' },
      {
        id: 'home-link-laboratory',
        alt: 'Students at work in the science lab',
        width: 600,
        height: 400,
        kind: 'photo',
      },
      {
        id: 'home-link-media',
        alt: 'Students on stage at the annual day, seen from the audience',
        width: 600,
        height: 400,
        kind: 'photo',
      },
    ],
  },
  {
    id: 'home-cards',
    images: [
      {
        id: 'home-card-society',
        alt: 'Founders of the society at the school’s first foundation day',
        width: 600,
        height: 400,
        kind: 'photo',
      },
      {
        id: 'home-card-vision',
        alt: 'A student looking through a telescope in the science lab',
        width: 600,
        height: 400,
        kind: 'photo',
      },
      {
        id: 'home-card-mission',
        alt: 'A teacher reading a story to a group of young children in the library',
        width: 600,
        height: 400,
        kind: 'photo',
      },
    ],
  },
  {
    id: 'home-achievement-samples',
    images: [
      {
        id: 'home-achievement-science',
        alt: 'Students holding the trophy of the state science fair',
        width: 600,
        height: 400,
        kind: 'photo',
      },
      {
        id: 'home-achievement-sports',
        alt: 'The school basketball team with their medals',
        width: 600,
        height: 400,
        kind: 'photo',
      },
      {
        id: 'home-achievement-music',
        alt: 'The school choir on stage after winning the inter-school music festival',
        width: 600,
        height: 400,
        kind: 'photo',
      },
    ],
  },
];
