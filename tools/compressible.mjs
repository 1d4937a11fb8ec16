// The kinds of file a browser downloads as text or wasm, which are sent compressed: the release
// hook writes a brotli copy of each (tools/post_build.mjs), and the test server sends that copy
// or gzip (tests/e2e/serve.mjs).
import { extname } from 'node:path';

const extensions = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.json', '.webmanifest', '.txt']);

/** Whether the file at `path` is sent compressed. */
export const compressible = (path) => extensions.has(extname(path));
