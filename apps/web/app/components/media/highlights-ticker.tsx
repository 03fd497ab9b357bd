import { messages, placeholderCounts } from '@school/shared/messages';
import { Ticker } from './ticker';

/**
 * The header's highlights. Until highlights are loaded (and when there are
 * none) it shows the spec's three placeholders.
 */
export function HighlightsTicker() {
  const placeholders = Array.from({ length: placeholderCounts.highlights }, () => messages.stayTuned);
  return <Ticker label="Highlights" items={placeholders} />;
}
