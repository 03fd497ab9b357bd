import { schoolCodeMetaName } from '@school/shared/school-code-meta';
import { school } from '@school/content/school';

/**
 * The school code the browser puts in API paths: the one the server wrote
 * into the page (see packages/shared/src/school-code-meta.ts), or the demo
 * profile's code where there is no page, as in component tests.
 */
export function schoolCode(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${schoolCodeMetaName}"]`);
  return meta?.content || school.code;
}
