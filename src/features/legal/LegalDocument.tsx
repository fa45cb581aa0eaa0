import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { calendarDateText } from '../../lib/calendar-date.js';
import { PRODUCT_NAME } from './legal-config.js';
import type { LegalDoc } from './legal-doc.js';
import './legal.css';

/**
 * The pages' titles in the visitor's language, by their English title. The documents themselves
 * stay in English, the binding text, unless a page has a courtesy translation (CourtesyTranslation).
 */
const TITLES: ReadonlyMap<string, MessageDescriptor> = new Map([
  [
    'Policy on Prevention of Money Laundering and Terrorist Financing',
    msg`Policy on Prevention of Money Laundering and Terrorist Financing`,
  ],
  ['Cookie Policy', msg`Cookie Policy`],
  ['Modern Slavery Statement', msg`Modern Slavery Statement`],
  ['Privacy Policy', msg`Privacy Policy`],
  ['Terms and Conditions (Australia)', msg`Terms and Conditions (Australia)`],
  ['Terms and Conditions', msg`Terms and Conditions`],
  ['Legal Notice', msg`Legal Notice`],
]);

// Below this many sections a page reads top to bottom without a contents list.
const TOC_MIN_SECTIONS = 4;

function toIsoDate(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split('/');
  return `${year}-${month}-${day}`;
}

interface LegalDocumentProps {
  doc: LegalDoc;
  /** The document's language; a translation carries its own title. */
  lang?: string;
  /** Replaces the note that the English text is binding, for a page that has a translation. */
  notice?: ReactNode;
}

export function LegalDocument({ doc, lang = 'en', notice }: LegalDocumentProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  const sections = doc.toc.filter((entry) => entry.level === 2);
  const { i18n } = useLingui();
  const known = lang === 'en' ? TITLES.get(doc.title) : undefined;
  const title = known ? i18n._(known) : doc.title;
  // English readers need no note that the page is in English.
  const translated = !i18n.locale.startsWith('en');
  const updatedIso = toIsoDate(doc.lastUpdated);
  // The documents write the day as DD/MM/YYYY; the reader sees it as their language writes it.
  const updated = calendarDateText(updatedIso);

  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);

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
          {title}
        </h1>
        {notice ??
          (translated ? (
            <p className="legal__binding" data-testid="legal-binding">
              <Trans>This page is shown in English: the English text is the binding version.</Trans>
            </p>
          ) : null)}
        <p className="legal__updated">
          <Trans>
            Last updated <time dateTime={updatedIso}>{updated}</time>
          </Trans>
        </p>
      </header>
      {sections.length >= TOC_MIN_SECTIONS && (
        <nav className="legal__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal__toc-title">
            <Trans>Contents</Trans>
          </h2>
          <ol className="legal__toc-list" lang={lang}>
            {sections.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own HTML, compiled at build time from ./content */}
      <div ref={bodyRef} className="legal__body" lang={lang} dangerouslySetInnerHTML={{ __html: doc.html }} />
    </article>
  );
}
