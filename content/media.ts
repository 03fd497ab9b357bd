/** Every picture the site ships, grouped as pages show them. Files are generated from this list at build time. */
import type { PhotoGroup } from '@school/shared/site-schema';
import { photoGroups as home } from './media/home';
import { photoGroups as about } from './media/about';
import { photoGroups as academics } from './media/academics';
import { photoGroups as general } from './media/general';
import { photoGroups as campusLife } from './media/campus-life';
import { photoGroups as infrastructure } from './media/infrastructure';
import { photoGroups as sports } from './media/sports';
import { photoGroups as media } from './media/media';

export const photoGroups: PhotoGroup[] = [
  ...home,
  ...about,
  ...academics,
  ...general,
  ...campusLife,
  ...infrastructure,
  ...sports,
  ...media,
];
