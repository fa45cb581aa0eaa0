// Lingui's command line and build plugin read `globSync` from node:fs (and `glob` from
// node:fs/promises), which Node has from 22 on;
// on Node 20 (package.json's engines) their imports of node:fs get this module instead: node:fs
// with a globSync of the same behaviour (relative or absolute patterns, files and folders).
export async function resolve(specifier, context, next) {
  if (context.parentURL?.includes('/@lingui/')) {
    if (specifier === 'node:fs' || specifier === 'fs')
      return { url: new URL('./lingui-node20-fs.mjs', import.meta.url).href, shortCircuit: true };
    if (specifier === 'node:fs/promises' || specifier === 'fs/promises')
      return { url: new URL('./lingui-node20-fs-promises.mjs', import.meta.url).href, shortCircuit: true };
  }
  return next(specifier, context);
}
