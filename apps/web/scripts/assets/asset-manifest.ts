/**
 * Checks the media manifest before anything is written. Each id names a
 * generated file, so a repeated id would silently replace another picture:
 * that stops the build instead.
 */
import { type SiteImage, photoGroupSchema } from '@school/shared/site-schema';
import type { ZodType } from 'zod';

function parse<T>(schema: ZodType<T>, value: unknown, source: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`${source} does not match its schema:\n${issues.join('\n')}`);
}

function assertUnique(kind: string, owners: [id: string, owner: string][]): void {
  const byId = new Map<string, string[]>();
  for (const [id, owner] of owners) byId.set(id, [...(byId.get(id) ?? []), owner]);
  const repeated = [...byId]
    .filter(([, where]) => where.length > 1)
    .map(([id, where]) => `  ${id} (in ${where.join(', ')})`);
  if (repeated.length > 0)
    throw new Error(`Duplicate ${kind} ids; each one names a generated file:\n${repeated.join('\n')}`);
}

export function manifestImages(photoGroups: unknown): SiteImage[] {
  const groups = parse(photoGroupSchema.array(), photoGroups, 'content/media.ts');
  assertUnique(
    'image',
    groups.flatMap((group) => group.images.map((image): [string, string] => [image.id, `group ${group.id}`])),
  );
  return groups.flatMap((group) => group.images);
}
