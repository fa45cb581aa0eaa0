import { Marked, type Tokens } from 'marked';
import type { LegalDoc, LegalTocEntry } from '../src/features/legal/legal-doc.js';

// Compiles one legal page (Markdown with a small front matter) into the data the LegalDocument
// component renders. It runs at build time only, so the browser never ships a Markdown parser, and
// it refuses anything that would break the page: a missing title or date, an unknown placeholder,
// a heading outline that skips a level.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The visible text of an HTML fragment (tags removed, the entities marked emits decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (whole: string, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A URL fragment for a heading: lowercase words joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`Front matter line without "key: value": ${line}`);
    data[line.slice(0, colon).trim()] = line
      .slice(colon + 1)
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2');
  }
  return { data, body: source.slice(match[0].length) };
}

/** Replaces every {{name}} with its value; an unknown name is a build error, never a blank. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}}`);
    return value;
  });
}

// `{#id}` at the end of a heading: an id chosen by the writer instead of one made from the text.
const EXPLICIT_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function compileLegalMarkdown(
  source: string,
  values: Readonly<Record<string, string>>,
  fileName = 'legal page',
): LegalDoc {
  const { data, body } = parseFrontMatter(fillPlaceholders(source, values));
  const { title, lastUpdated } = data;
  if (!title) throw new Error(`${fileName}: front matter needs a title`);
  if (!lastUpdated || !/^\d{2}\/\d{2}\/\d{4}$/.test(lastUpdated)) {
    throw new Error(`${fileName}: front matter needs lastUpdated as DD/MM/YYYY`);
  }

  const toc: LegalTocEntry[] = [];
  const usedIds = new Map<string, number>();
  // The page title is the only h1 (the component renders it), so the body starts at h2.
  let previousLevel = 1;

  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        // A translation keeps the English section ids with `## Heading {#english-id}`, so a deep
        // link or a shared #section opens the same section in either language.
        const parsed = this.parser.parseInline(tokens);
        const explicit = EXPLICIT_ID.exec(parsed);
        const inner = explicit ? parsed.slice(0, explicit.index) : parsed;
        const text = htmlToText(inner);
        if (depth === 1) throw new Error(`${fileName}: "# ${text}" - the title is the page's only h1`);
        if (depth > previousLevel + 1) {
          throw new Error(`${fileName}: "${text}" is an h${depth} after an h${previousLevel}`);
        }
        previousLevel = depth;
        const base = explicit?.[1] ?? slugify(text);
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        toc.push({ id, text, level: depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link({ href, title: linkTitle, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const titleAttr = linkTitle ? ` title="${escapeAttribute(linkTitle)}"` : '';
        // Outside sites get no access to this window.
        const rel = /^https?:\/\//.test(href) ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeAttribute(href)}"${titleAttr}${rel}>${inner}</a>`;
      },
    },
  });

  const html = (marked.parse(body, { async: false }) as string)
    // Wide tables scroll inside their own box on a phone; the box takes focus so a keyboard can
    // scroll it too.
    .replace(/<table>/g, '<div class="legal-table" role="region" aria-label="Table" tabindex="0"><table>')
    .replace(/<\/table>/g, '</table></div>');

  return { title, lastUpdated, html, toc };
}
