/**
 * The typed data that Markdown pages embed with a directive (see README.md): the year-by-year sections, gathered
 * from `tables/` and checked against the shared schema when loaded. A page's tables, lists and FAQ are written in
 * its own text.
 */
import { z } from 'zod';
import { yearSectionsSchema } from '@school/shared/site-schema';
import * as campusLife from './tables/campus-life';
import * as media from './tables/media';

export const yearSections = z.array(yearSectionsSchema).parse([...campusLife.yearSections, ...media.yearSections]);
