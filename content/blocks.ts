/**
 * The typed data that Markdown pages embed with a directive (see README.md):
 * lists, the FAQ and year-by-year sections, gathered from `tables/` and checked
 * against the shared schemas when loaded. A page's tables are written in its
 * own text.
 */
import { z } from 'zod';
import { faqSchema, listSchema, yearSectionsSchema } from '@school/shared/site-schema';
import * as academics from './tables/academics';
import * as admissions from './tables/admissions';
import * as faq from './tables/faq';
import * as campusLife from './tables/campus-life';
import * as infrastructure from './tables/infrastructure';
import * as sports from './tables/sports';
import * as media from './tables/media';

interface BlockModule {
  lists?: z.input<typeof listSchema>[];
  faqs?: z.input<typeof faqSchema>[];
  yearSections?: z.input<typeof yearSectionsSchema>[];
}

const modules: BlockModule[] = [academics, admissions, faq, campusLife, infrastructure, sports, media];

export const lists = z.array(listSchema).parse(modules.flatMap((m) => m.lists ?? []));
export const faqs = z.array(faqSchema).parse(modules.flatMap((m) => m.faqs ?? []));
export const yearSections = z.array(yearSectionsSchema).parse(modules.flatMap((m) => m.yearSections ?? []));
