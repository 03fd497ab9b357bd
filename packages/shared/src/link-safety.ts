/**
 * Which stored addresses may become a link on the site (registration,
 * announcement and admission URLs are typed by the office): web addresses,
 * e-mail and telephone links, and paths on this site. Anything else
 * (`javascript:`, `data:`, `file:`, protocol-relative `//host`) is not linked.
 */
const allowedSchemes = new Set(['https:', 'http:', 'mailto:', 'tel:']);

export function safeLinkHref(address: string): string | undefined {
  const value = address.trim();
  if (value === '') return undefined;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? undefined : value;
  try {
    return allowedSchemes.has(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
}
