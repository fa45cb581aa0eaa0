/**
 * How the app and its emails group the digits of a number (decision 260): by three from four
 * digits on, in every language, with the language's own separator ('1 234,56 €' in Polish and
 * Spanish too, where CLDR leaves four digits ungrouped), so the amounts of a list line up and an
 * email writes an amount as the screen does. Shared by the browser and the server.
 */

const separators = new Map<string, string>();

/** The locale's grouping separator ('.' in German, a narrow no-break space in French). */
export function groupSeparator(locale: string): string {
  let made = separators.get(locale);
  if (made === undefined) {
    made =
      new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1_000_000).find((p) => p.type === 'group')
        ?.value ?? ',';
    separators.set(locale, made);
  }
  return made;
}

/** The whole digits '1234567' grouped by three: '1.234.567' with separator '.'. */
export function groupDigits(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Intl's parts of a number joined, its whole digits (one or more 'integer' parts with their
 * 'group' parts) regrouped by three from four digits on.
 */
export function joinGrouped(parts: Intl.NumberFormatPart[], locale: string): string {
  let out = '';
  let whole = '';
  for (const part of parts) {
    if (part.type === 'integer') whole += part.value;
    else if (part.type === 'group' && whole !== '') continue;
    else {
      if (whole) out += groupDigits(whole, groupSeparator(locale));
      whole = '';
      out += part.value;
    }
  }
  return whole ? out + groupDigits(whole, groupSeparator(locale)) : out;
}
