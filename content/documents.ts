/**
 * The demo school's documents, each linked by its id at /documents/<id>.pdf. The demo seed prints each into a PDF
 * and stores it as a document item (apps/server/src/seed/demo-documents.ts); a real school uploads its own.
 */
import type { SiteDocument } from '@school/shared/site-schema';
import { documents as academics } from './documents/academics';
import { documents as campus } from './documents/campus';

export const documents: SiteDocument[] = [...academics, ...campus];
