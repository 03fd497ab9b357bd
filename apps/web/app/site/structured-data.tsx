import { jsonLdText } from '@school/shared/structured-data';

/** Schema.org JSON-LD for search engines (packages/shared/src/structured-data.ts); a data block, never run. */
export function StructuredData({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
