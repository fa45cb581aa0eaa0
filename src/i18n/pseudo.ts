/**
 * The pseudo-language: English with every letter accented and every text made 40 % longer, so a
 * screen that clips, overlaps or leaves a text untranslated shows it at a glance (the per-language
 * overlap check runs in it). Made from the English catalogs when they load, so it needs no
 * catalog of its own and is never out of date.
 */
import type { Messages } from '@lingui/core';

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const FILLER = 'ļöŕéɱ îþšûɱ ðöļöŕ šîţ áɱéţ çöñšéçţéţûŕ áðîþîšçîñĝ éļîţ šéð ðö éîûšɱöð ţéɱþöŕ';

/** One text: accented, then lengthened by 40 % with accented filler words. */
export function pseudoText(text: string): string {
  const accented = text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);
  const letters = text.replace(/\s/g, '').length;
  if (letters === 0) return accented;
  const extra = Math.ceil(letters * 0.4);
  return `${accented} ${FILLER.slice(0, extra).trimEnd()}`;
}

type Compiled = Messages[string];

/**
 * A compiled message (a text, or a list of texts and placeholders): only the texts change. A
 * placeholder is [name] or [name, format, options]; a plural's or select's options are messages.
 */
function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  if (!Array.isArray(message)) return message;
  return message.map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    if (!Array.isArray(token)) return token;
    const [name, format, options] = token as [string, string?, unknown?];
    if (options === undefined || typeof options !== 'object' || options === null) return token;
    const translated = Object.fromEntries(
      Object.entries(options).map(([key, value]) => [key, pseudoMessage(value as Compiled)]),
    );
    return [name, format, translated];
  }) as Compiled;
}

export function pseudoCatalog(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, pseudoMessage(m)]));
}
