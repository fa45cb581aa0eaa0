/**
 * The languages of the app and its emails (decision 228): English is the source, the others are
 * translations of it. A language is its two-letter code, as in `<html lang>` and Accept-Language.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
const SOURCE_LANGUAGE: Language = 'en';

/** Each language's own name for itself, as a language picker lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
};

/** The server's English texts of the language call (the app shows its own, translated). */
export const LANGUAGE_MESSAGES = {
  invalid: `Choose one of ${LANGUAGES.join(', ')}`,
  saved: 'Language saved',
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the visitor's preferred languages (navigator.languages, or Accept-Language's tags
 * in order) that the app speaks, by its primary subtag ("de-AT" is German); English otherwise.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return SOURCE_LANGUAGE;
}

/** The language an Accept-Language header asks for ('de-AT,de;q=0.9,en;q=0.8' is German), by its tags' order of preference. */
export function requestLanguage(header: string | null | undefined): Language {
  const tags = (header ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((t) => t.tag);
  return preferredLanguage(tags);
}
