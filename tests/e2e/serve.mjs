// Serves the release build (dist/) on localhost, for the end-to-end tests, the benchmarks and
// `cargo xtask serve`, the way a static host would: files by path, the right MIME types, the
// build's brotli copy (`name.br`, written by tools/post_build.mjs) when the browser accepts brotli
// and there is one, else gzip when it accepts gzip, and index.html for every other path so deep
// links (/play/2) reach the router. Only on 127.0.0.1.
// Usage: node tests/e2e/serve.mjs [dir] [port]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compressible } from '../../tools/compressible.mjs';

const root = process.argv[2] ?? 'dist';
// `--gzip`: a host without the brotli copies (the load benchmark measures both).
const gzipOnly = process.argv.includes('--gzip');
const port = Number(process.argv[3] ?? 4173);
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

createServer(async (req, res) => {
  // The request's path as sent (`//` included: read against a base, it would be a host); one
  // that cannot be read (a bad escape) is refused rather than stopping the server.
  let path;
  try {
    path = normalize(decodeURIComponent(new URL(`http://localhost${req.url}`).pathname));
  } catch {
    res.writeHead(400).end();
    return;
  }
  const file = extname(path) ? join(root, path) : join(root, 'index.html');
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
    res.writeHead(200, headers);
    res.end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  }
}).listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}`));
