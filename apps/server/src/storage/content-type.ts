/** The type a stored file is served with, decided by its name alone, so every store answers alike. */
import path from 'node:path';

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export function contentTypeOf(storagePath: string): string {
  const extension = path.extname(storagePath).slice(1).toLowerCase();
  return contentTypes[extension] ?? 'application/octet-stream';
}
