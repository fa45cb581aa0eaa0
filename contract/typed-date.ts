/**
 * A calendar date as a person types it and reads it: in the order and with the separator their
 * language writes ('17.05.1990' in German, '17/05/1990' in French, '17-05-1990' in Dutch), or as
 * ISO (1990-05-17). The order and separator come from Intl for the locale, never from a table per
 * language, so a new language brings its own. The API takes and gives ISO dates (YYYY-MM-DD).
 */

type Field = 'day' | 'month' | 'year';

interface DateLayout {
  /** The fields in the order the locale writes them. */
  order: Field[];
  /** The separator the locale writes between them. */
  separator: string;
}

// A fixed day whose day and month differ and fit in two digits each.
const SAMPLE = Date.UTC(1990, 4, 17);
const NUMERIC: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' };

const layouts = new Map<string, DateLayout>();
const formats = new Map<string, Intl.DateTimeFormat>();

function numericFormat(locale: string): Intl.DateTimeFormat {
  let made = formats.get(locale);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, NUMERIC);
    formats.set(locale, made);
  }
  return made;
}

/** The order and separator of the locale's numeric date, read from Intl. */
function dateLayout(locale: string): DateLayout {
  let layout = layouts.get(locale);
  if (!layout) {
    const parts = numericFormat(locale).formatToParts(SAMPLE);
    const order = parts.map((p) => p.type).filter((t): t is Field => t === 'day' || t === 'month' || t === 'year');
    const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
    layout = order.length === 3 ? { order, separator } : { order: ['year', 'month', 'day'], separator: '-' };
    layouts.set(locale, layout);
  }
  return layout;
}

const WIDTH: Record<Field, number> = { day: 2, month: 2, year: 4 };
const LETTER_FALLBACK: Record<Field, string> = { day: 'D', month: 'M', year: 'Y' };

/**
 * The format a date field asks for, in the locale's own letters: 'TT.MM.JJJJ' in German,
 * 'JJ/MM/AAAA' in French, 'DD-MM-JJJJ' in Dutch. Each letter is the first of the field's name as
 * Intl says it in that language.
 */
export function dateFieldHint(locale: string): string {
  const { order, separator } = dateLayout(locale);
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames(locale, { type: 'dateTimeField' });
  } catch {
    names = undefined;
  }
  const letter = (f: Field) => (names?.of(f)?.charAt(0) || LETTER_FALLBACK[f]).toLocaleUpperCase(locale);
  return order.map((f) => letter(f).repeat(WIDTH[f])).join(separator);
}

/** Why a typed date was refused: not a date in a known form, or a form that names no real day. */
type TypedDateProblem = 'format' | 'invalid';

export type TypedDate = { iso: string } | { problem: TypedDateProblem };

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// Any of the separators the app's languages write, and a space: a date typed the French way in a
// German browser still reads as the same day, since both put the day first.
const LOCAL = /^(\d{1,4})\s*[./\-\s]\s*(\d{1,4})\s*[./\-\s]\s*(\d{1,4})$/;

function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The ISO date (YYYY-MM-DD) a person typed in the locale's order with any usual separator, or as
 * ISO; the problem otherwise. The year is written in full (four digits): '17.05.90' is refused
 * rather than guessed at. Whether the day may be in the future is the field's rule, not this one.
 */
export function parseTypedDate(text: string, locale: string): TypedDate {
  const v = text.trim();
  const iso = ISO.exec(v);
  if (iso) {
    const day = isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return day ? { iso: day } : { problem: 'invalid' };
  }
  const local = LOCAL.exec(v);
  if (!local) return { problem: 'format' };
  const { order } = dateLayout(locale);
  const value: Partial<Record<Field, string>> = {};
  order.forEach((f, i) => {
    value[f] = local[i + 1];
  });
  if (value.year?.length !== 4 || (value.day?.length ?? 0) > 2 || (value.month?.length ?? 0) > 2)
    return { problem: 'format' };
  const day = isoOf(Number(value.year), Number(value.month), Number(value.day));
  return day ? { iso: day } : { problem: 'invalid' };
}

/** An ISO date written as the locale writes a numeric date ('17.05.1990'); null when it is not one. */
export function writeCalendarDate(iso: string | null | undefined, locale: string): string | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!m) return null;
  // A calendar day, not an instant: drawn at noon UTC in UTC, so no zone can shift it.
  return numericFormat(locale).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
}
