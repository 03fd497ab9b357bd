// Prints what each page costs a visitor on first load: the HTML and the scripts
// and styles it asks for, gzip-compressed as the server sends them. The styles no longer
// hold up the first paint (the page carries its critical CSS), but they are still downloaded.
// Scripts are counted twice over: those the page asks for as it loads, and those its starter
// loads once it has loaded or at the first touch (decision 016).
// Usage: npm start (in another shell), then `npm run page-weight [-- http://host:port /path ...]`.
import { gzipSync } from 'node:zlib';

const [baseArgument, ...pathArguments] = process.argv.slice(2);
const base = baseArgument ?? 'http://localhost:3000';
const paths =
  pathArguments.length > 0
    ? pathArguments
    : [
        '/',
        '/our-school',
        '/FAQ',
        '/admission-process',
        '/guests-visits',
        '/contact-us',
        '/tc-issued',
        '/parent-guidline',
        '/news',
        '/gallery',
        '/video-gallery',
        '/dipscoop',
      ];

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function gzippedSize(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
}

// The starter's id is `starterScriptId` in packages/shared/src/scripts-after-load.ts (this plain script cannot import it).
const scriptsStartedAfterLoad = (html) => {
  const starter = /<script id="scripts-after-load"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return [...starter.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
};

async function gzippedTotal(urls) {
  let bytes = 0;
  for (const url of urls) bytes += await gzippedSize(base + url);
  return bytes;
}

console.log('page                  html(gz)  first-load JS(gz)  after-load JS(gz)  files  styles(gz)');
for (const path of paths) {
  const html = await (await fetch(base + path)).text();
  const scripts = [...html.matchAll(/<link(?=[^>]*\brel="modulepreload")[^>]*?\bhref="([^"]+)"/g)].map(
    (match) => match[1],
  );
  // Each deferred stylesheet is linked twice (again inside <noscript>); it is fetched once.
  const styles = [
    ...new Set([...html.matchAll(/<link(?=[^>]*\brel="stylesheet")[^>]*?\bhref="([^"]+)"/g)].map((match) => match[1])),
  ];
  const afterLoad = scriptsStartedAfterLoad(html);
  const columns = [
    kilobytes(gzipSync(html).length).padStart(8),
    kilobytes(await gzippedTotal(scripts)).padStart(17),
    kilobytes(await gzippedTotal(afterLoad)).padStart(17),
    String(scripts.length + afterLoad.length).padStart(5),
    kilobytes(await gzippedTotal(styles)).padStart(10),
  ];
  console.log(`${path.padEnd(22)}${columns.join('  ')}`);
}
