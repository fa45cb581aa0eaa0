/** Writes .br and .gz beside every compressible file of dist/, so the server sends them as is. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.map']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let count = 0;
for (const file of walk('dist')) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in dist/`);
