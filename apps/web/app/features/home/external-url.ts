/** Addresses of other sites open in a new tab; the site's own paths do not (as with resolved links). */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim());
}

/** The attributes that open a link in a new tab safely. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
