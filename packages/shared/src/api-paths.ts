/**
 * The API paths of spec section 7, written once for the browser, the server
 * routes and the tests. Every value a visitor can influence is encoded.
 */
const segment = encodeURIComponent;

export const apiPaths = {
  contactForm: (schoolCode: string) => `/api/form/${segment(schoolCode)}/contact`,
  tcLookup: (schoolCode: string) => `/api/tc/${segment(schoolCode)}`,
  /** A stored file; `path` is a storage path such as `tc/3f9c...jpg`, whose slashes stay. */
  image: (path: string) => `/api/image/${path.split('/').map(segment).join('/')}`,
};
