import { school } from '@school/content/school';

/**
 * The school code the browser puts in API paths. It is the profile's code
 * until the server publishes its configured SCHOOL_CODE to pre-rendered pages.
 */
export function schoolCode(): string {
  return school.code;
}
