import type { Plugin } from 'vite';

/**
 * main.tsx imports React DOM dynamically, so that evaluating it is a task of its own rather than
 * part of the entry's one long first task. A dynamic import is only fetched once the entry runs;
 * this puts a <link rel="modulepreload"> for the React DOM chunk into index.html, so the browser
 * fetches and compiles it while the page parses, as it did when the import was static.
 */
export function preloadReactDom(chunkName = 'react-dom'): Plugin {
  return {
    name: 'coinvault-preload-react-dom',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === chunkName);
        if (!chunk) throw new Error(`no ${chunkName} chunk to preload: check the code-splitting groups`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
