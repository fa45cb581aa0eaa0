// Legal pages are Markdown compiled at build time by scripts/vite-plugin-legal-markdown.ts.
declare module '*.md?legal' {
  const doc: import('./legal-doc').LegalDoc;
  export default doc;
}
