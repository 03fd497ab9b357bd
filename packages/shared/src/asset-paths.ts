/**
 * Where the generated pictures and PDFs are served from. The generator writes
 * them to `apps/web/public/generated/`, and pages link to them through these.
 */
export const generatedRoot = '/generated';

export function imageSrc(imageId: string): string {
  return `${generatedRoot}/images/${imageId}.svg`;
}

export function documentHref(documentId: string): string {
  return `${generatedRoot}/docs/${documentId}.pdf`;
}
