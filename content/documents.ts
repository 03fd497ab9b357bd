/** Every PDF the site links to. Files are generated from this list at build time. */
import type { SiteDocument } from '@school/shared/site-schema';
import { documents as academics } from './documents/academics';
import { documents as campus } from './documents/campus';

export const documents: SiteDocument[] = [...academics, ...campus];
