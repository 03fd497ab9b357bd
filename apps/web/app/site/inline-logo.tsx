/**
 * A small logo's bytes (the profile's `logo.inline`, a data: URL) go into each page's HTML, where the header draws the
 * logo without another round trip on a slow network, and not into the page's data for the browser: that second copy
 * cost every page some 425 bytes with gzip. The server's render provides them here (entry.server.tsx). In the
 * browser there are none: the header's <img> keeps the address the server wrote, as hydration leaves an element's
 * attributes as they are.
 */
import { createContext, useContext } from 'react';
import type { SchoolProfile } from '@school/shared/school-profile';

const InlineLogoContext = createContext<string | undefined>(undefined);

export const InlineLogo = InlineLogoContext.Provider;

/** The logo's data: URL while the server renders the page; undefined in the browser, or for a logo too large. */
export const useInlineLogo = (): string | undefined => useContext(InlineLogoContext);

/** The profile as a page's data carries it to the browser: everything but the logo's bytes. */
export function withoutInlineLogo(profile: SchoolProfile): SchoolProfile {
  if (!profile.logo?.inline) return profile;
  const { inline: _inline, ...logo } = profile.logo;
  return { ...profile, logo };
}
