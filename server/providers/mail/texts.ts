/**
 * How the server holds its emails' words (decision 263): a typed table per email, one entry per
 * language of the app, each language written out in full. The type makes a missing language or
 * a missing entry a compile error; every table is also registered here, so one test can walk them
 * all and fail on an entry left in English.
 */
import type { Language } from '../../../contract/languages.js';

/** Numbers, amounts, durations and times as the recipient's language writes them (locale.ts). */
export interface MailLocale {
  language: Language;
  /** A moment in the account's time zone, the zone named. */
  time(at: Date, zone: string | null | undefined): string;
  /**
   * An instant as a numeric date and 24-hour time in the zone, day first in every language (the
   * English of both markets): '17.05.2026, 14:05' (de), '17/05/2026, 14:05' (en). For tables.
   */
  dateTime(at: Date, zone: string): string;
  /** The day of an instant in the zone, numeric: '17.05.2026' (de), '17/05/2026' (en). */
  day(at: Date, zone: string): string;
  /** '1234.5', 'EUR' -> '1.234,50 €' (de). */
  fiat(value: string, currency: string): string;
  /** A crypto amount with its ticker, every decimal kept: '0,5 BTC' (de). */
  coin(value: string, ticker: string): string;
  /** A plain decimal: '2,5' (de). */
  number(value: string): string;
  /** '5.2' -> '5,2 %' (de). */
  percent(value: string): string;
  /** A whole number of hours, minutes or seconds: '24 Stunden' (de). */
  duration(seconds: number): string;
  /** The plural form of `count` in this language (one, few, many, other). */
  plural(count: number): Intl.LDMLPluralRule;
}

/** What a template says; renderMail turns it into the two bodies. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code, shown large. */
  code?: string;
  /** A button and its address. */
  action?: { label: string; url: string };
}

/** An email still to be worded: it is written in the recipient's language when sent. */
export type Mail = (l: MailLocale) => MailContent;

/** A leaf of a table: a text, or a text built from values already formatted in its language. */
type Leaf = string | ((...values: any[]) => string);
export type MailTable = { [key: string]: Leaf | MailTable };

const tables: { name: string; texts: Record<Language, MailTable> }[] = [];

/** Declares an email's words in every language (and registers them for the completeness test). */
export function mailTexts<T extends MailTable>(name: string, texts: Record<Language, T>): Record<Language, T> {
  tables.push({ name, texts });
  return texts;
}

/** Every table declared so far (the modules that declare them must have been loaded). */
export function registeredMailTexts(): readonly { name: string; texts: Record<Language, MailTable> }[] {
  return tables;
}
