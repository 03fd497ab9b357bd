/**
 * The file a document's address serves: the first of its published copy's list (the others are its earlier
 * versions), or undefined when the list names none or is not one.
 */
export function servedFile(attachments: string): string | undefined {
  try {
    const files: unknown = JSON.parse(attachments);
    return Array.isArray(files) && typeof files[0] === 'string' && files[0] !== '' ? files[0] : undefined;
  } catch {
    return undefined;
  }
}
