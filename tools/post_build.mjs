// Trunk's post_build hook (Trunk.toml) for release builds, run on the staged build before it
// becomes dist/ (Trunk has minified its HTML and CSS already):
// -2. starts the solver's worker with wasm-bindgen's current call (Trunk's shim uses a
//    deprecated one);
// -1. minifies the three programs' JavaScript glue (wasm-bindgen's output, which Trunk leaves as
//    it is) with terser: bytes before a playable board;
// -0.5. joins the stylesheets into one file (one request, one compression window);
// 0. gives the loader in index.html a version (a hash of the files) to ask for the home page's
//    program and the quick board with, since Trunk names those without a hash: a browser cache can then never pair
//    one build's JS with another's wasm; and the same for the languages' words (0.1);
// 0.5. minifies index.html's inline scripts (Trunk leaves the loader as written);
// 1. writes a Content-Security-Policy <meta> into index.html with the sha256 of Trunk's inline
//    loader script, so only the build's own scripts run and nothing can reach another origin;
// 2. writes sw.js (from tools/sw.js) with the list of the build's files (every file but the
//    first-arrival programs, which it caches when used) and a version that changes whenever any
//    file does, so the service worker can never serve a stale file.
// 3. writes a brotli copy (`name.br`, the best quality) beside every file a browser downloads as
//    text or wasm, for a host that serves precompressed files (nginx's brotli_static, Caddy's
//    precompressed, tests/e2e/serve.mjs): brotli is a fifth smaller than gzip on the wasm, which
//    is bytes before a playable board. The copies are not in the service worker's list; the
//    browser decodes what it is sent.
// 4. writes what the common static hosts read (tools/hosts.mjs): 404.html (GitHub Pages), and
//    _redirects and _headers (Netlify, Cloudflare Pages: the CSP as a header, with
//    frame-ancestors, and the caching of hashed and unhashed files).
// Everything here follows the site's base, Trunk's public_url (`cargo xtask dist --base /PATH/`):
// `/`, or a sub-path such as `/mastermind/` (SPEC §19).
// Debug builds (`trunk serve`) get none of this: no worker serves stale code while developing.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { minify } from 'terser';
import { compressible } from './compressible.mjs';
import { hostFiles, siteBase } from './hosts.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error('run by Trunk: TRUNK_STAGING_DIR is not set');
if (process.env.TRUNK_PROFILE !== 'release') process.exit(0);
// The site's base, with its slashes: `/` or `/mastermind/`.
const base = siteBase(process.env.TRUNK_PUBLIC_URL);
// The programs Trunk names without a hash, which the loader starts first for a visit online:
// home's, the two quick boards and a reply link's (Trunk.toml).
const FIRST_ARRIVAL = ['home', 'quick', 'puzzle', 'reply'];
const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// -2. The solver worker's loader, as Trunk writes it, starts the program with a bare path, the form
//     wasm-bindgen has deprecated (it warns in the console every time the worker starts): the
//     same call with the options object.
{
  const path = join(staging, 'solver_loader.js');
  const loader = readFileSync(path, 'utf8');
  const call = /wasm_bindgen\((["'][^"']+["'])\)/;
  if (!call.test(loader)) throw new Error('solver_loader.js: no wasm_bindgen("…") call to rewrite');
  writeFileSync(path, loader.replace(call, 'wasm_bindgen({ module_or_path: $1 })'));
}

// -1. The JavaScript glue of every program, minified (module code: names inside are mangled,
//     the wasm imports' property names kept).
// The solver's worker is left as it is: its glue is a classic script that its loader shim
// reads by global names, which module minification would rename.
const isProgram = (n) => n.endsWith('.js') && n !== 'sw.js' && !n.startsWith('solver');
for (const name of readdirSync(staging).filter(isProgram)) {
  const path = join(staging, name);
  const { code } = await minify(readFileSync(path, 'utf8'), { module: true, compress: true, mangle: true });
  if (!code) throw new Error(`terser gave nothing for ${name}`);
  writeFileSync(path, code);
}

const indexPath = join(staging, 'index.html');
let index = readFileSync(indexPath, 'utf8');

// -0.5. The stylesheets (style/*.css, kept apart by responsibility in the sources; Trunk has
//    minified and hashed each) joined into one, main-<hash>.css, in the order index.html links
//    them: one request and one compression window, 1.3 KB gzip fewer than four files before a
//    playable board.
{
  const link = new RegExp(`<link\\b[^>]*\\bhref="?${escaped}([\\w.-]+\\.css)"?[^>]*>`, 'g');
  const sheets = [...index.matchAll(link)];
  if (sheets.length === 0) throw new Error('index.html: no stylesheet link');
  const css = sheets.map(([, name]) => readFileSync(join(staging, name), 'utf8')).join('\n');
  const name = `main-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  writeFileSync(join(staging, name), css);
  for (const [, old] of sheets) rmSync(join(staging, old));
  let first = true;
  index = index.replace(link, (tag, old) => {
    if (!first) return '';
    first = false;
    return tag.replace(`${base}${old}`, `${base}${name}`);
  });
}

// 0. The home and quick boards' versions, for the loader's URLs (Trunk hashes the
//    whole game's names, not these).
for (const program of FIRST_ARRIVAL) {
  const names = [`${program}.js`, `${program}_bg.wasm`];
  const hash = createHash('sha256');
  for (const name of names) hash.update(readFileSync(join(staging, name)));
  const version = hash.digest('hex').slice(0, 16);
  for (const name of names) {
    if (!index.includes(`'${base}${name}'`)) throw new Error(`index.html: the loader does not name ${base}${name}`);
    index = index.replaceAll(`'${base}${name}'`, `'${base}${name}?v=${version}'`);
  }
}

// 0.1. The languages' words' version (their texts, paint/words.<code>.txt), for the loader's
//      URL of them, so that a cached copy of another build's text never stands in (the whole
//      game would refuse it: words/src/carry.rs, and stay in English).
{
  const dir = join(staging, 'paint');
  const texts = readdirSync(dir).filter((name) => /^words\.[a-z]+\.txt$/.test(name)).sort();
  if (texts.length === 0) throw new Error('paint/: no language\'s words (run `cargo xtask first-paint`)');
  const hash = createHash('sha256');
  for (const name of texts) hash.update(name).update(readFileSync(join(dir, name)));
  // As the loader writes it (quoted either way: Trunk's minifier picks its quotes).
  const unversioned = /\.txt\?v=0(['"])/g;
  if (!unversioned.test(index)) throw new Error("index.html: the loader does not name the languages' words");
  index = index.replace(unversioned, `.txt?v=${hash.digest('hex').slice(0, 16)}$1`);
}

// 0.25. The links index.html names itself (the manifest, the touch icon, the first paint's
//       brand), written from the root: under the base like Trunk's.
index = index.replace(/\b(href|src)=("?)(\/[^"\s>]*)/g, (whole, attribute, quote, url) =>
  url.startsWith(base) ? whole : `${attribute}=${quote}${base}${url.slice(1)}`,
);

// 0.5. The loader (Trunk.toml's pattern_script, which Trunk writes as it is) minified like the
//      first paint's script, which Trunk's HTML minifier has done: bytes before a playable board.
{
  const scripts = [...index.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  for (const [whole, body] of scripts) {
    const { code } = await minify(body, { compress: true, mangle: true });
    if (!code) throw new Error('terser gave nothing for an inline script of index.html');
    index = index.replace(whole, `<script>${code}</script>`);
  }
}

// 1. The CSP, with the hash of each inline script (the loader).
const hashes = [...index.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
  .filter((m) => !/\bsrc=/.test(m[0].slice(0, m[0].indexOf('>'))))
  .map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
const policy = [
  "default-src 'self'",
  `script-src 'self' ${hashes.join(' ')} 'wasm-unsafe-eval'`,
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');
// After `<meta charset>`, as Trunk's minifier writes it or not.
const charset = /<meta charset="?utf-8"?\s*\/?>/i;
if (!charset.test(index)) throw new Error('index.html: no <meta charset> to put the CSP after');
index = index.replace(charset, (tag) => `${tag}<meta http-equiv="Content-Security-Policy" content="${policy}">`);
writeFileSync(indexPath, index);

// 2. The service worker with the build's files.
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name !== 'sw.js') files.push(path);
  }
};
// 4. The hosts' files, after index.html is final (404.html is a copy of it); not precached.
const hosted = hostFiles(staging, base, policy);
walk(staging);
files.splice(0, files.length, ...files.filter((f) => !hosted.includes(relative(staging, f))));
files.sort();
const version = createHash('sha256');
for (const file of files) version.update(relative(staging, file)).update(readFileSync(file));
// Relative to the worker's own address, the base (tools/sw.js). The programs that only hasten a
// first arrival online (home's, the quick boards: FIRST_ARRIVAL) are cached when a page uses them,
// not fetched ahead: offline the whole game serves their pages (the loader falls back to it), and
// the bytes fetched for offline play are the whole game's, not two copies of a board. So are the
// manifest's PNG icons (35 KB): the browser asks for them to install the game or put it on a
// home screen, online, never to play it offline.
const urls = files.map((f) => relative(staging, f).split('\\').join('/'));
const program = (u) => FIRST_ARRIVAL.some((name) => u === `${name}.js` || u === `${name}_bg.wasm`);
const later = urls.filter((u) => program(u) || /^icons\/[^/]+\.png$/.test(u));
if (later.filter(program).length !== 2 * FIRST_ARRIVAL.length) throw new Error(`sw.js: not every first-arrival program was built: ${later}`);
const template = readFileSync(new URL('./sw.js', import.meta.url), 'utf8');
writeFileSync(
  join(staging, 'sw.js'),
  template
    .replace("'__VERSION__'", `'${version.digest('hex').slice(0, 16)}'`)
    .replace('__FILES__', JSON.stringify(urls.filter((u) => !later.includes(u)), null, 2))
    .replace('__LATER__', JSON.stringify(later, null, 2)),
);

// 3. Brotli copies (sw.js included, now that it is written).
let compressed = 0;
for (const file of [...files, join(staging, 'sw.js')].filter(compressible)) {
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }));
  compressed += 1;
}
console.log(`post_build: base ${base}; ${hosted.join(', ')}; CSP with ${hashes.length} script hash(es); sw.js precaches ${urls.length - later.length} files (${later.length} when used); ${compressed} brotli copies`);
