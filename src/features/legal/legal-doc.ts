/** One entry of a legal page's table of contents: a heading of the compiled Markdown. */
export interface LegalTocEntry {
  id: string;
  text: string;
  level: number;
}

/** A legal page as the build compiles it from src/features/legal/content/*.md. */
export interface LegalDoc {
  title: string;
  lastUpdated: string;
  html: string;
  toc: LegalTocEntry[];
}
