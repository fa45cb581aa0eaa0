/** Writes .br and .gz beside every compressible file of dist/, so the server sends them as is. */
import { readFileSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder } from './project-files.js';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.map']);

let count = 0;
for (const file of filesUnder('dist', '**/*')) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in dist/`);
