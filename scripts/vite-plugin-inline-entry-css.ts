import type { Plugin, Rolldown } from 'vite';

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
        // index.html links the stylesheets of the entry and of every chunk it imports statically
        // (and this plugin inlines them all), not only the entry's own.
        for (const css of stylesheetsOf(bundle, entry.fileName)) {
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

/** The stylesheets a chunk loads with it: its own and those of every chunk it imports statically. */
export function stylesheetsOf(bundle: Rolldown.OutputBundle, fileName: string): Set<string> {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const walk = (name: string) => {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk' || seen.has(name)) return;
    seen.add(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) sheets.add(css);
    for (const imported of chunk.imports) walk(imported);
  };
  walk(fileName);
  return sheets;
}
