/**
 * The blocks of an information page other than its text: tables, lists, FAQs, photos, PDFs, the site map, and
 * the carousels, slides and year switches. Each kind is a chunk of its own, `kinds/<kind>.block.tsx`, loaded by
 * the pages that show one (on-demand.tsx), so a page carries the script of the kinds it shows and no others.
 */
import type { ComponentType } from 'react';
import { informationBlockKinds, type ContentBlock } from '../page/blocks';
import { byName, onDemand } from './on-demand';

export type InformationBlockView = Extract<ContentBlock, { kind: (typeof informationBlockKinds)[number] }>;

export const isInformationBlock = (block: ContentBlock): block is InformationBlockView =>
  (informationBlockKinds as readonly string[]).includes(block.kind);

const blocks = onDemand(
  byName(import.meta.glob<ComponentType<InformationBlockView>>('./kinds/*.block.tsx', { import: 'default' })),
  'information block',
);

/** Loads the components of the kinds of block a page shows; its loader waits for this before the page is drawn. */
export const loadInformationBlocks = blocks.load;

export function InformationBlock({ block }: { block: InformationBlockView }) {
  return <blocks.Draw name={block.kind} props={block} />;
}
