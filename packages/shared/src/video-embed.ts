/**
 * Video addresses as the player needs them (spec section 7): YouTube watch,
 * short-link, Shorts and embed addresses become the embed form; any other
 * address is used as given.
 */
const youTubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const videoId = /^[A-Za-z0-9_-]{6,20}$/;

function youTubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0];
  if (!youTubeHosts.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? id : undefined;
}

export function toEmbedUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return address;
  }
  const id = youTubeId(url);
  return id && videoId.test(id) ? `https://www.youtube.com/embed/${id}` : address;
}

/** Whether an address may be loaded in the player's frame: a web address, never `javascript:`, `data:` or the like. */
export function isWebAddress(address: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(address.trim()).protocol);
  } catch {
    return false;
  }
}

/** Whether an address is YouTube's player, the one player the site's pages may frame (see the CSP's frame-src). */
export function isYouTubePlayer(address: string): boolean {
  return address.startsWith('https://www.youtube.com/embed/');
}
