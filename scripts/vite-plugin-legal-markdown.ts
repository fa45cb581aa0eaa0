import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { LEGAL_PLACEHOLDERS } from '../src/features/legal/legal-config.js';
import { compileLegalMarkdown } from './legal-markdown.js';

/**
 * `import doc from './content/terms-eu.md?legal'` yields {title, lastUpdated, html, toc}, compiled
 * here at build time with the placeholders of src/features/legal/legal-config.ts filled in.
 */
export function legalMarkdown(): Plugin {
  return {
    name: 'coinvault-legal-markdown',
    enforce: 'pre',
    async load(id) {
      // The dev server adds its own flags to the query (`?import&legal`), so look for the flag.
      const [file = '', query = ''] = id.split('?', 2);
      if (!file.endsWith('.md') || !new URLSearchParams(query).has('legal')) return null;
      this.addWatchFile(file);
      const doc = compileLegalMarkdown(await readFile(file, 'utf8'), LEGAL_PLACEHOLDERS, file);
      return { code: `export default ${JSON.stringify(doc)};\n`, moduleType: 'js' };
    },
  };
}
