// node:fs with globSync for Node 20 (see lingui-node20-hooks.mjs).
import fs from 'node:fs';
import fastGlob from 'fast-glob';

export * from 'node:fs';
export default fs;

export function globSync(patterns, options = {}) {
  const exclude = typeof options.exclude === 'function' ? [] : (options.exclude ?? []);
  return fastGlob.sync(patterns, { onlyFiles: false, ignore: exclude, cwd: options.cwd, dot: false });
}
