import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet into index.html as a <style> element (production build only), so
 * the first paint waits for no stylesheet request. It is small (tokens, base and the frames) and
 * index.html is precompressed and revalidated like any page; lazy screens keep their own CSS files.
 * The CSP allows inline styles ('unsafe-inline' in style-src), never inline scripts.
 *
 * A lazy chunk that shares a CSS module with the entry lists the entry's stylesheet among the
 * files to load with it; loading it again would also put the shell's rules after the screen's own.
 * Such references point at the entry's script instead, which the page has already loaded.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'coinvault-inline-entry-css',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        if (entry?.type !== 'chunk') return;
        for (const css of entry.viteMetadata?.importedCss ?? []) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type === 'chunk') chunk.code = chunk.code.replaceAll(`"${css}"`, `"${entry.fileName}"`);
          }
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return tag;
          delete bundle[file];
          // A closing tag inside the CSS would end the element early; CSS never needs one.
          const css = String(asset.source).replaceAll('</style', '<\\/style');
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
