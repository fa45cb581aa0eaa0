import type { Plugin, Rollup } from 'vite';

/**
 * Every lazy import carries the list of files to preload with it. Vite lists the whole graph of
 * the imported chunk, including the files the importing chunk has itself imported statically: the
 * React and runtime chunks appear in every one of the route table's lists. Those are loaded and
 * evaluated before the importing code can run, so listing them again only adds bytes to the first
 * route (the route table's lists are in the entry) and one redundant <link rel="modulepreload">
 * per file at each navigation. This drops them, and nothing else.
 */
export function preloadListsWithoutLoaded(): Plugin {
  let bundle: Rollup.OutputBundle | null = null;
  const loadedBy = new Map<string, Set<string>>();

  /** The files a chunk has imported statically, directly or through its imports, itself included. */
  function staticClosure(fileName: string): Set<string> {
    const known = loadedBy.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const walk = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const chunk = bundle?.[name];
      if (chunk?.type === 'chunk') for (const imported of chunk.imports) walk(imported);
    };
    walk(fileName);
    loadedBy.set(fileName, seen);
    return seen;
  }

  return {
    name: 'coinvault-preload-lists',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) => {
            if (hostType !== 'js' || !bundle) return deps;
            const loaded = staticClosure(hostId);
            return deps.filter((dep) => !loaded.has(dep));
          },
        },
      },
    }),
    generateBundle: {
      // Before Vite writes the preload lists, which happens in its own generateBundle.
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedBy.clear();
      },
    },
  };
}
