import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type Rolldown } from 'vite';
import { LANGUAGES } from '../contract/languages.js';
import { PRERENDERED_PATHS, prerenderedFile } from '../contract/prerendered.js';
import { prerenderedHtml } from './prerender-html.js';
import { stylesheetsOf } from './vite-plugin-inline-entry-css.js';

type RenderPage = (path: string, language: string) => Promise<{ html: string; title: string; screen: string }>;

/**
 * Renders the public pages (contract/prerendered.ts) into their HTML in every language at build
 * time (decision 465): the app's own first render (src/app/prerender.tsx), run through Vite so the
 * catalogs, the legal Markdown and the macros compile as for the browser, put into the built
 * index.html with the stylesheets of the page's screen. Each page is a file of dist/ like any
 * other: compressed, revalidated, and found by the service worker's precache globs.
 */
export function prerender(): Plugin {
  return {
    name: 'coinvault-prerender',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After the built index.html has its final form (the entry's stylesheet inlined).
      order: 'post',
      async handler(_options, bundle) {
        const template = bundle['index.html'];
        if (template?.type !== 'asset') return;
        const server = await createServer({
          configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as { renderPage: RenderPage };
          for (const language of LANGUAGES) {
            for (const path of PRERENDERED_PATHS) {
              const page = await renderPage(path, language);
              this.emitFile({
                type: 'asset',
                fileName: prerenderedFile(path, language),
                source: prerenderedHtml(String(template.source), {
                  ...page,
                  language,
                  css: screenCss(bundle, page.screen),
                }),
              });
            }
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}

/**
 * The stylesheets the screen's chunk loads with it (its own and those of the chunks it imports),
 * as one text: in the page, so it is drawn styled before any script runs. The entry's own sheet
 * is inlined in index.html already, and no longer in the bundle.
 */
function screenCss(bundle: Rolldown.OutputBundle, screen: string): string {
  const entry = Object.values(bundle).find(
    // The chunk that holds the screen's module: its own, or the one a code-splitting group put it in.
    (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(`/${screen}.tsx`)),
  );
  if (entry?.type !== 'chunk') throw new Error(`prerender: no chunk holds the screen ${screen}`);
  return [...stylesheetsOf(bundle, entry.fileName)]
    .map((file) => bundle[file])
    .map((asset) => (asset?.type === 'asset' ? String(asset.source) : ''))
    .join('');
}
