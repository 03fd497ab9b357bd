/**
 * The API paths of spec section 7, written once: the server registers these
 * patterns, and the browser and the tests build URLs from them with `apiPath`.
 */
export const apiRoutes = {
  highlights: '/api/highlight/:schoolcode',
  news: '/api/news/:schoolcode',
  allNews: '/api/news/all/:schoolcode',
  registrations: '/api/onlineRegistration/:schoolcode',
  records: '/api/PrincipalMessage/:schoolcode',
  testimonials: '/api/Testimonials/:schoolcode',
  events: '/api/events/All/:schoolcode',
  gallery: '/api/gallery/All/:schoolcode',
  /** One album; its id comes as the query parameter `id`. */
  album: '/api/subGallery',
  announcements: '/api/notification/:schoolcode',
  videos: '/api/video/all/:schoolcode',
  circulars: '/api/circular/all/:schoolcode',
  /** Not in the spec: the alerts every page shows at its top, newest first, each with its level. */
  alerts: '/api/alert/:schoolcode',
  tcLookup: '/api/tc/:schoolcode',
  form: '/api/form/:schoolcode/:formType',
  visit: '/api/visitor',
  visitorCount: '/api/visitor/:schoolcode',
  /** A stored file: everything after `/api/image/` is its storage path. */
  image: '/api/image/*',
  /** A stored file named by an attachment value (`?url=`). */
  imageByUrl: '/api/image',
  health: '/api/health',
  openApi: '/api/openapi.json',
} as const;

export type ApiRoute = keyof typeof apiRoutes;

/** Fills a route's `:name` parameters, encoding each value. */
export function apiPath(route: ApiRoute, params: Record<string, string> = {}): string {
  return apiRoutes[route].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The URL of a stored file; its slashes stay, every segment is encoded. */
export function imagePath(storagePath: string): string {
  return `/api/image/${storagePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** The widths `GET /api/image/{path}?w=` resizes to: a fixed few, so the server's variant cache stays bounded. */
export const imageVariantWidths = [320, 640, 960, 1280] as const;

/**
 * The widths of the WebP variants a page offers for an uploaded picture. The
 * site shows uploads in cards, grids and slides no wider than about 320 CSS
 * pixels, so 640 covers a phone's screen density; the photo viewer opens the
 * original instead. Uploads make these at once, so no visitor waits for them.
 */
export const listPhotoWidths = [320, 640] as const satisfies readonly (typeof imageVariantWidths)[number][];
