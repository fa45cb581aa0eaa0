import { describe, expect, it } from 'vitest';
import { compileLegalMarkdown, fillPlaceholders, htmlToText, slugify } from './legal-markdown.js';

const doc = (body: string, front = 'title: Sample\nlastUpdated: 22/08/2025') => `---\n${front}\n---\n\n${body}`;

describe('compileLegalMarkdown', () => {
  it('reads the front matter and gives every heading an id and a contents entry', () => {
    const result = compileLegalMarkdown(doc('## 1. About us\n\ntext\n\n### Details & more\n\n## 1. About us'), {});
    expect(result.title).toBe('Sample');
    expect(result.lastUpdated).toBe('22/08/2025');
    expect(result.toc).toEqual([
      { id: '1-about-us', text: '1. About us', level: 2 },
      { id: 'details-and-more', text: 'Details & more', level: 3 },
      { id: '1-about-us-2', text: '1. About us', level: 2 },
    ]);
    expect(result.html).toContain('<h2 id="1-about-us">1. About us</h2>');
    expect(result.html).toContain('<h2 id="1-about-us-2">');
  });

  it('fills placeholders before compiling, including inside links', () => {
    const result = compileLegalMarkdown(doc('## A\n\nWrite to [{{mail}}](mailto:{{mail}}).'), { mail: 'a@b.example' });
    expect(result.html).toContain('<a href="mailto:a@b.example">a@b.example</a>');
  });

  it('refuses an unknown placeholder, a missing title or date, an h1, and a skipped heading level', () => {
    expect(() => compileLegalMarkdown(doc('{{nope}}'), {})).toThrow('Unknown placeholder {{nope}}');
    expect(() => compileLegalMarkdown(doc('x', 'lastUpdated: 22/08/2025'), {})).toThrow('title');
    expect(() => compileLegalMarkdown(doc('x', 'title: T\nlastUpdated: 2025-08-22'), {})).toThrow('lastUpdated');
    expect(() => compileLegalMarkdown(doc('# Title again'), {})).toThrow('only h1');
    expect(() => compileLegalMarkdown(doc('### Too deep'), {})).toThrow('h3 after an h1');
    expect(() => compileLegalMarkdown(doc('## A\n\n#### Too deep'), {})).toThrow('h4 after an h2');
  });

  it('takes a heading id written as {#id} in place of one made from the text', () => {
    const result = compileLegalMarkdown(doc('## 1. Über uns {#1-about-us}\n\n### Einzelheiten {#details}'), {});
    expect(result.toc).toEqual([
      { id: '1-about-us', text: '1. Über uns', level: 2 },
      { id: 'details', text: 'Einzelheiten', level: 3 },
    ]);
    expect(result.html).toContain('<h2 id="1-about-us">1. Über uns</h2>');
  });

  it('puts tables in a focusable scroll box and keeps outside sites away from the window', () => {
    const result = compileLegalMarkdown(
      doc('| a | b |\n|---|---|\n| 1 | 2 |\n\n[site](https://example.org) [in](/x)'),
      {},
    );
    expect(result.html).toMatch(
      /<div class="legal-table" role="region" aria-label="Table" tabindex="0"><table>[\s\S]*<\/table><\/div>/,
    );
    expect(result.html).toContain('<a href="https://example.org" rel="noopener noreferrer">site</a>');
    expect(result.html).toContain('<a href="/x">in</a>');
  });
});

describe('helpers', () => {
  it('slugify makes URL fragments', () => {
    expect(slugify('17. Complaints, governing law and contact information')).toBe(
      '17-complaints-governing-law-and-contact-information',
    );
    expect(slugify('Teisė į duomenis')).toBe('teise-i-duomenis');
    expect(slugify('!!!')).toBe('section');
  });

  it('htmlToText gives the visible text', () => {
    expect(htmlToText('<p>the <strong>24 hours</strong> &amp; customers&#39; (<a href="#">x</a>)</p>')).toBe(
      "the 24 hours & customers' (x)",
    );
  });

  it('fillPlaceholders allows spaces inside the braces', () => {
    expect(fillPlaceholders('{{ a }}-{{b}}', { a: '1', b: '2' })).toBe('1-2');
  });
});
