import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';

/**
 * Crawls the running site from its home page and checks every link and asset
 * on its own host. Other hosts are skipped: the site's outside links point at
 * fictional example.org addresses, and the test machine has no internet.
 */
test('the site has no broken internal links or assets', async ({ baseURL }) => {
  test.setTimeout(180_000);
  expect(baseURL, 'the config gives a baseURL').toBeTruthy();
  const site = new URL(baseURL!);

  const checker = new LinkChecker();
  const result = await checker.check({
    path: site.href,
    recurse: true,
    concurrency: 8,
    // A cold image cache resizes each photo's variants on first request, two at a time, while the other
    // worker's specs also load the server: a variant can wait longer than 20 s without being broken.
    timeout: 60_000,
    linksToSkip: async (link) => {
      try {
        return new URL(link, site).host !== site.host;
      } catch {
        return true;
      }
    },
  });

  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  const describe = (link: LinkResult) =>
    `  ${link.status ?? 'no answer'} ${link.url}\n      linked from ${link.parent ?? '(start)'}`;

  // A crawl that found next to nothing would pass vacuously.
  expect(checked.length, 'links checked on the site').toBeGreaterThan(100);
  expect(
    broken.map((link) => `${link.status ?? 'no answer'} ${link.url} (from ${link.parent ?? 'start'})`),
    `${broken.length} broken link(s) out of ${checked.length} checked:\n${broken.map(describe).join('\n')}`,
  ).toEqual([]);
});
