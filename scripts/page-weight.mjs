// Prints what each page costs a visitor on first load: the HTML and the scripts
// and styles it asks for, gzip-compressed as the server sends them. The styles no longer
// hold up the first paint (the page carries its critical CSS), but they are still downloaded.
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

console.log('page                  html(gz)  scripts(gz)  files  styles(gz)');
for (const path of paths) {
  const html = await (await fetch(base + path)).text();
  const scripts = [...html.matchAll(/<link(?=[^>]*\brel="modulepreload")[^>]*?\bhref="([^"]+)"/g)].map(
    (match) => match[1],
  );
  // Each deferred stylesheet is linked twice (again inside <noscript>); it is fetched once.
  const styles = [
    ...new Set([...html.matchAll(/<link(?=[^>]*\brel="stylesheet")[^>]*?\bhref="([^"]+)"/g)].map((match) => match[1])),
  ];
  let scriptBytes = 0;
  for (const script of scripts) scriptBytes += await gzippedSize(base + script);
  let styleBytes = 0;
  for (const style of styles) styleBytes += await gzippedSize(base + style);
  console.log(
    `${path.padEnd(22)}${kilobytes(gzipSync(html).length).padStart(8)}  ${kilobytes(scriptBytes).padStart(11)}  ${String(scripts.length).padStart(5)}  ${kilobytes(styleBytes).padStart(10)}`,
  );
}
