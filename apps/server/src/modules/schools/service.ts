import { notFound } from '../../http-errors';
import type { SchoolsRepository } from './repository';

/** Every school-scoped call starts here: an unknown school code is a 404, not an empty list. */
export function schoolsService(repository: SchoolsRepository) {
  const known = new Set<string>();
  return {
    async requireSchool(code: string): Promise<void> {
      if (known.has(code)) return;
      if (!(await repository.exists(code))) throw notFound('There is no school with this code.');
      known.add(code);
    },
  };
}

export type SchoolsService = ReturnType<typeof schoolsService>;
