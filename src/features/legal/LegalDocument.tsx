import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { PRODUCT_NAME } from './legal-config.js';
import type { LegalDoc } from './legal-doc.js';
import './legal.css';

// Below this many sections a page reads top to bottom without a contents list.
const TOC_MIN_SECTIONS = 4;

function toIsoDate(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split('/');
  return `${year}-${month}-${day}`;
}

export function LegalDocument({ doc }: { doc: LegalDoc }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  const sections = doc.toc.filter((entry) => entry.level === 2);

  useEffect(() => {
    const previous = document.title;
    document.title = `${doc.title} | ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [doc.title]);

  // The page arrives in a lazy chunk, after the browser has given up looking for the #section of
  // a deep link, so scroll to it once the content is in place.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  // Links between legal pages stay inside the app instead of reloading it. The listener sits on
  // the compiled HTML because its anchors are not React elements.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element).closest('a');
      const href = anchor?.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      navigate(href);
      window.scrollTo(0, 0);
    };
    body.addEventListener('click', onClick);
    return () => body.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal__header">
        <h1 id="legal-title" className="legal__title">
          {doc.title}
        </h1>
        <p className="legal__updated">
          Last updated <time dateTime={toIsoDate(doc.lastUpdated)}>{doc.lastUpdated}</time>
        </p>
      </header>
      {sections.length >= TOC_MIN_SECTIONS && (
        <nav className="legal__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal__toc-title">
            Contents
          </h2>
          <ol className="legal__toc-list">
            {sections.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own HTML, compiled at build time from ./content */}
      <div ref={bodyRef} className="legal__body" dangerouslySetInnerHTML={{ __html: doc.html }} />
    </article>
  );
}
