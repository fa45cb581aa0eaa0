/**
 * A prerendered page's HTML (decision 465): the built index.html with the page's language, title,
 * screen stylesheet and first render in place of the loading shell. `data-prerendered` names the
 * language the HTML was drawn in: the app hydrates it only when it starts in that language
 * (src/main.tsx), and otherwise draws afresh.
 */
import { escapeHtml } from '../server/lib/escape-html.js';

export interface PrerenderedPage {
  /** The app's first render of the page (react-dom/server). */
  html: string;
  /** The document title the app sets for the page. */
  title: string;
  language: string;
  /** The page's own stylesheets, not inlined in index.html. */
  css: string;
}

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<noscript>)/;

export function prerenderedHtml(template: string, page: PrerenderedPage): string {
  if (!ROOT.test(template) || !template.includes('<html lang="en">') || !template.includes('<title>')) {
    throw new Error('prerender: index.html no longer has the root element, lang or title this fills in');
  }
  // A closing tag inside the CSS would end the element early; CSS never needs one.
  const css = page.css ? `<style>${page.css.replaceAll('</style', '<\\/style')}</style></head>` : '</head>';
  return template
    .replace('<html lang="en">', `<html lang="${escapeHtml(page.language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => css)
    .replace(
      ROOT,
      (_all, noscript: string) =>
        `<div id="root" data-prerendered="${escapeHtml(page.language)}">${page.html}</div>${noscript}`,
    );
}
