/**
 * How the server holds its emails' words (decision 263): a typed table per email, one entry per
 * language of the app, each language written out in full. The type makes a missing language or
 * a missing entry a compile error; every table is also registered here, so one test can walk them
 * all and fail on an entry left in English.
 */
import type { Language } from '../../../contract/languages.js';
import type { MailLocale } from './locale.js';

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
