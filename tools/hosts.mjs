// What the common static hosts read beside the game's files (SPEC §19, docs/deploy.md), written
// by tools/post_build.mjs into every release build, under the site's base:
// - 404.html (and .nojekyll), a copy of index.html: GitHub Pages (and Cloudflare Pages) answer a path with no
//   file with it, so a cold link or a reload of any page (`/mastermind/play/1`) starts the game,
//   whose loader reads the address (the answer's status is 404; the page is the game's).
// - _redirects (Netlify, Cloudflare Pages): every path without a file is index.html, status 200.
// - _headers (Netlify, Cloudflare Pages): the CSP as a header, with `frame-ancestors 'none'`
//   (which a <meta> cannot carry), nosniff, no referrer; files whose names carry their hash
//   cached for ever, every other (index.html, 404.html, sw.js, the manifest, the programs named
//   without a hash) revalidated on every use.
import { copyFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The base as Trunk's public_url gives it, made `/` or `/path/` (slashes at both ends). */
export const siteBase = (publicUrl) => {
  const path = (publicUrl ?? '/').replace(/^\/*/, '/').replace(/\/*$/, '/');
  if (!/^\/([\w.~-]+\/)*$/.test(path) || /\/\.\.?\//.test(path)) throw new Error(`public_url ${publicUrl}: not a plain path`);
  return path;
};

/** Whether a file's name carries its content's hash (Trunk's `name-<hex>.ext`, 12 to 16 digits, the joined
 *  stylesheet's `main-<16 hex>.css`): such a file never changes under its name. */
export const hashed = (name) => /-[0-9a-f]{12,16}(_bg)?\.[a-z]+$/.test(name);

/** The headers every answer carries: `policy` (the <meta>'s CSP) with `frame-ancestors`. */
export const securityHeaders = (policy) => [
  ['Content-Security-Policy', `${policy}; frame-ancestors 'none'`],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'no-referrer'],
];

/** Writes 404.html, _redirects and _headers into `dir` for a site under `base`; returns their
 *  names (the service worker precaches none of them). */
export function hostFiles(dir, base, policy) {
  copyFileSync(join(dir, 'index.html'), join(dir, '404.html'));
  // A site pushed to a branch is not run through Jekyll (which would drop `_headers`).
  writeFileSync(join(dir, '.nojekyll'), '');
  writeFileSync(join(dir, '_redirects'), `# Netlify, Cloudflare Pages: a page's address is the game's (no file has it).\n${base}* ${base}index.html 200\n`);
  const files = [];
  const walk = (at) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  // The service worker is written after these files (it lists the build's files but theirs).
  if (!files.includes('sw.js')) files.push('sw.js');
  const rule = (path, headers) => `${path}\n${headers.map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`;
  const forever = [['Cache-Control', 'public, max-age=31536000, immutable']];
  const revalidate = [['Cache-Control', 'no-cache']];
  const rules = [
    '# Netlify, Cloudflare Pages (docs/deploy.md). Every answer: the CSP with frame-ancestors.',
    rule(`${base}*`, securityHeaders(policy)),
    '# A file whose name carries its hash never changes: kept for a year.',
    ...files.filter((f) => hashed(f) && !f.endsWith('.br')).sort().map((f) => rule(`${base}${f}`, forever)),
    '# Every other file (index.html, 404.html, sw.js, the manifest, the programs and pages named',
    '# without a hash): asked again each time, so a new build reaches every player.',
    ...files
      .filter((f) => !hashed(f) && !f.endsWith('.br') && !['_headers', '_redirects', '.nojekyll'].includes(f))
      .sort()
      .map((f) => rule(`${base}${f}`, revalidate)),
  ];
  writeFileSync(join(dir, '_headers'), `${rules.join('\n')}`);
  return ['404.html', '.nojekyll', '_redirects', '_headers'];
}
