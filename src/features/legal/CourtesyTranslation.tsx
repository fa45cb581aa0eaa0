import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType, useEffect, useState } from 'react';
import { startLanguage } from '../../i18n/language.js';
import { LegalDocument } from './LegalDocument.js';
import type { LegalDoc } from './legal-doc.js';

/** A translated document, by the app language it is for; imported only when that language is on. */
export type LegalTranslations = Readonly<Partial<Record<string, () => Promise<{ default: LegalDoc }>>>>;

type Loaded = { lang: string; doc: LegalDoc } | { lang: string; failed: true };

/** Translations already here, by their loader: drawn at once, with no loading step. */
const arrived = new Map<() => Promise<{ default: LegalDoc }>, LegalDoc>();

/**
 * Fetches a page's translation into `language` before the page is first drawn (routes.tsx), so a
 * prerendered page's HTML and the page's first render are the same (decision 465). A failure is
 * left to the page, which shows the English text.
 */
async function loadTranslation(translations: LegalTranslations, language: string): Promise<void> {
  const load = translations[language];
  if (load)
    await load().then(
      (m) => void arrived.set(load, m.default),
      () => {},
    );
}

/** A page module's loader for routes.tsx: the page, once its translation in the device's language is here. */
export function withTranslation(page: ComponentType, translations: LegalTranslations) {
  return (): Promise<{ default: ComponentType }> =>
    loadTranslation(translations, startLanguage()).then(() => ({ default: page }));
}

/**
 * A legal page with courtesy translations (decision 455). A reader whose app language has one reads
 * it under a notice that only the English text is binding, with a button to the English and back.
 * Other readers, and a reader whose translation failed to load, get the English page as before.
 */
export function CourtesyTranslation({ binding, translations }: { binding: LegalDoc; translations: LegalTranslations }) {
  const { i18n } = useLingui();
  const lang = i18n.locale.split('-')[0] ?? 'en';
  const load = translations[lang];
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [english, setEnglish] = useState(false);

  const early = load && arrived.get(load);

  useEffect(() => {
    if (!load || arrived.has(load)) return;
    let current = true;
    load().then(
      (module) => current && setLoaded({ lang, doc: module.default }),
      () => current && setLoaded({ lang, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [load, lang]);

  if (!load) return <LegalDocument doc={binding} />;
  const ready = early ? { lang, doc: early } : loaded?.lang === lang ? loaded : null;
  if (!ready) {
    return (
      <p className="legal legal__loading" role="status">
        <Trans>Loading the translation...</Trans>
      </p>
    );
  }
  if ('failed' in ready) return <LegalDocument doc={binding} />;
  return (
    <CourtesyPage
      binding={binding}
      translation={ready.doc}
      lang={lang}
      english={english}
      onSwitch={() => setEnglish((was) => !was)}
    />
  );
}

interface CourtesyPageProps {
  binding: LegalDoc;
  translation: LegalDoc;
  lang: string;
  /** The reader asked for the binding English text. */
  english: boolean;
  onSwitch: () => void;
}

/** The translation, or the binding English the reader switched to, under the same notice. */
export function CourtesyPage({ binding, translation, lang, english, onSwitch }: CourtesyPageProps) {
  // One notice in both views, so the button under the reader's focus stays where it is.
  const notice = (
    <div className="legal__binding" data-testid="legal-binding">
      <p className="legal__binding-text">
        {english ? (
          <Trans>This page is shown in English: the English text is the binding version.</Trans>
        ) : (
          <Trans>This is a courtesy translation for your convenience. Only the English version is binding.</Trans>
        )}
      </p>
      <button type="button" className="btn btn-secondary legal__switch" onClick={onSwitch}>
        {english ? <Trans>Back to the translation</Trans> : <Trans>Read the binding English version</Trans>}
      </button>
    </div>
  );
  return english ? (
    <LegalDocument doc={binding} notice={notice} />
  ) : (
    <LegalDocument doc={translation} lang={lang} notice={notice} />
  );
}
