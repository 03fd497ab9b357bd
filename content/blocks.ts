/**
 * The typed data that Markdown pages embed with a directive (see README.md),
 * gathered from `tables/` and checked against the shared schemas when loaded.
 */
import { z } from 'zod';
import { faqSchema, listSchema, tableSchema, yearSectionsSchema } from '@school/shared/site-schema';
import * as about from './tables/about';
import * as academics from './tables/academics';
import * as admissions from './tables/admissions';
import * as faq from './tables/faq';
import * as results from './tables/results';
import * as campusLife from './tables/campus-life';
import * as infrastructure from './tables/infrastructure';
import * as sports from './tables/sports';
import * as media from './tables/media';

interface BlockModule {
  tables?: z.input<typeof tableSchema>[];
  lists?: z.input<typeof listSchema>[];
  faqs?: z.input<typeof faqSchema>[];
  yearSections?: z.input<typeof yearSectionsSchema>[];
}

const modules: BlockModule[] = [about, academics, admissions, faq, results, campusLife, infrastructure, sports, media];

export const tables = z.array(tableSchema).parse(modules.flatMap((m) => m.tables ?? []));
export const lists = z.array(listSchema).parse(modules.flatMap((m) => m.lists ?? []));
export const faqs = z.array(faqSchema).parse(modules.flatMap((m) => m.faqs ?? []));
export const yearSections = z.array(yearSectionsSchema).parse(modules.flatMap((m) => m.yearSections ?? []));
