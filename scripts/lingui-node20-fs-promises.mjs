// node:fs/promises with glob for Node 20 (see lingui-node20-hooks.mjs).
import fsPromises from 'node:fs/promises';
import fastGlob from 'fast-glob';

export * from 'node:fs/promises';
export default fsPromises;

export async function* glob(patterns, options = {}) {
  const exclude = typeof options.exclude === 'function' ? [] : (options.exclude ?? []);
  yield* await fastGlob(patterns, { onlyFiles: false, ignore: exclude, cwd: options.cwd });
}
