// Serves the release build (dist/) on localhost, for the end-to-end tests, the benchmarks and
// `cargo xtask serve`, the way a static host would: files by path, the right MIME types, the
// build's brotli copy (`name.br`, written by tools/post_build.mjs) when the browser accepts brotli
// and there is one, else gzip when it accepts gzip, and index.html for every other path so deep
// links (/play/2) reach the router. Only on 127.0.0.1.
// `--pages` follows GitHub Pages' rules instead (SPEC 19): no fallback to index.html; a path is
// a file, a folder's index.html (a folder named without its slash is redirected to it) or
// `path.html`, and anything else is the site's 404.html with status 404 (a plain 404 if it has
// none). `--base /PATH/` serves the build under that sub-path, as a project site is
// (`https://user.github.io/mastermind/`); every path outside it is a plain 404.
// Usage: node tests/e2e/serve.mjs [dir] [port] [--gzip] [--pages] [--base /PATH/]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compressible } from '../../tools/compressible.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const base = option('--base') ?? '/';
const flag = (name) => {
  const at = args.indexOf(name);
  return at >= 0 && args.splice(at, 1).length > 0;
};
// `--gzip`: a host without the brotli copies (the load benchmark measures both).
const gzipOnly = flag('--gzip');
const pages = flag('--pages');
const root = args[0] ?? 'dist';
const port = Number(args[1] ?? 4173);
if (!/^\/([\w.~-]+\/)*$/.test(base)) throw new Error(`--base ${base}: a path with a slash at each end`);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
// The brotli copy of `file`, unless there is none or it is older than the file (a file changed
// since the build, as the update test does: its old copy must never be sent).
async function freshCopy(file) {
  try {
    const [copy, original] = await Promise.all([stat(`${file}.br`), stat(file)]);
    return copy.mtimeMs >= original.mtimeMs ? await readFile(`${file}.br`) : null;
  } catch {
    return null;
  }
}

const isFile = (file) => stat(file).then((s) => s.isFile(), () => false);

// What answers `path` (the site's path, the base taken off, starting with `/`): a file and its
// status, or a redirect's location.
async function resolve(path, requested) {
  if (!pages) return { file: extname(path) ? join(root, path) : join(root, 'index.html'), status: 200 };
  const file = join(root, path);
  if (!path.endsWith('/') && (await isFile(file))) return { file, status: 200 };
  if (await isFile(join(file, 'index.html'))) {
    return path.endsWith('/') ? { file: join(file, 'index.html'), status: 200 } : { location: `${requested}/` };
  }
  if (!path.endsWith('/') && (await isFile(`${file}.html`))) return { file: `${file}.html`, status: 200 };
  return { file: join(root, '404.html'), status: 404 };
}

createServer(async (req, res) => {
  // The request's path as sent (`//` included: read against a base, it would be a host); one
  // that cannot be read (a bad escape) is refused rather than stopping the server.
  let path;
  let requested;
  try {
    requested = new URL(`http://localhost${req.url}`).pathname;
    path = normalize(decodeURIComponent(requested));
  } catch {
    res.writeHead(400).end();
    return;
  }
  const notFound = () => {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  };
  // Under the base only (the base without its slash is the folder: redirected to it).
  if (base !== '/') {
    if (`${path}/` === base) {
      res.writeHead(301, { location: base }).end();
      return;
    }
    if (!path.startsWith(base)) return notFound();
    path = path.slice(base.length - 1);
  }
  const found = await resolve(path, requested);
  if (found.location) {
    res.writeHead(301, { location: found.location }).end();
    return;
  }
  const { file, status } = found;
  try {
    const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream' };
    const accepts = req.headers['accept-encoding'] ?? '';
    const packed = compressible(file);
    // The copy, when it is sent, is the only file read.
    const brotli = packed && /\bbr\b/.test(accepts) && !gzipOnly ? await freshCopy(file) : null;
    let body = brotli ?? (await readFile(file));
    if (packed) {
      headers['vary'] = 'accept-encoding';
      if (brotli) {
        headers['content-encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepts)) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
    }
    res.writeHead(status, headers);
    res.end(body);
  } catch {
    notFound();
  }
}).listen(port, '127.0.0.1', () => console.log(`serving ${root} under ${base}${pages ? ' (GitHub Pages rules)' : ''} on http://127.0.0.1:${port}${base}`));
