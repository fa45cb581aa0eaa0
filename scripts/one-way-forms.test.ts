/**
 * One way to build a form (decision 198): a screen's <form> keeps its fields in useForm (itself or
 * in its feature's use-* hook), a write button that waits for a connection is OnlineButton, and a
 * failed load says so with InlineError. This scan fails when a screen rolls its own again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typescriptUnder } from './project-files.js';

const SRC = join(import.meta.dirname, '..', 'src');
// Amounts priced by a live quote (buy, sell, swap): their fields are useForm's too, held by the
// quote's own hooks (use-buy.ts, use-conversion.ts), which no screen may bypass with its own state.
const QUOTE_FORMS = ['features/trade/BuyTab.tsx', 'features/trade/SellTab.tsx', 'features/swap/SwapScreen.tsx'];
const SHARED = ['ui/OnlineButton.tsx', 'ui/InlineError.tsx'];

/** The opening tags of one JSX element (`<Button ...>`), braces and arrows inside included. */
function openingTags(text: string, element: string): string[] {
  const tags: string[] = [];
  const start = new RegExp(`<${element}\\b`, 'g');
  for (let m = start.exec(text); m; m = start.exec(text)) {
    let depth = 0;
    let i = m.index + 1;
    for (; i < text.length; i++) {
      const ch = text[i];
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
      else if (ch === '>' && depth === 0) break;
    }
    tags.push(text.slice(m.index, i + 1));
  }
  return tags;
}

/** A button made offline-aware by hand: disabled while offline, or pointed at the offline notice. */
function rollsOwnOnlineButton(tag: string): boolean {
  return /!\s*(?:\w+\.)?online\b/.test(tag) || /\bonline\s*\?\s*undefined\s*:/.test(tag);
}

/** A Retry button written out instead of InlineError's: the word bare or through the catalog. */
const OWN_RETRY = />\s*(?:Retry|<Trans>\s*Retry\s*<\/Trans>|\{t`Retry`\})\s*<\/(?:Button|button)>/;

/** The relative imports of a file that are hooks (`./use-*.js`), as paths. */
function hookImports(file: string, text: string): string[] {
  return [...text.matchAll(/from '(\.[^']*\/use-[^']+)\.js'/g)]
    .map((m) => resolve(dirname(file), `${m[1]}.ts`))
    .filter((path) => existsSync(path));
}

/** A file and the hooks it imports, and theirs in turn (a screen's hook may take its flow from another). */
function withHooks(file: string, text: string, seen = new Set<string>()): { file: string; text: string }[] {
  if (seen.has(file)) return [];
  seen.add(file);
  return [{ file, text }, ...hookImports(file, text).flatMap((h) => withHooks(h, readFileSync(h, 'utf8'), seen))];
}

function usesForm(file: string, text: string): boolean {
  return withHooks(file, text).some((f) => /\buseForm[<(]/.test(f.text));
}

/** The component a file exports when its <form> holds only the children it is given; else null. */
function formShellName(text: string): string | null {
  if (!/<form\b[^<]*?>\s*\{children\}\s*<\/form>/.test(text)) return null;
  return /export function (\w+)/.exec(text)?.[1] ?? null;
}

/** A field kept in React state beside useForm: a string state, or one started from a passed-in value. */
const OWN_FIELD = /\buseState(?:<string>\(|\(\s*(?:''|""|``|initial\w*\s*\)))/;

const files = typescriptUnder(SRC).map((file) => ({
  file,
  rel: relative(SRC, file).replaceAll('\\', '/'),
  text: readFileSync(file, 'utf8'),
}));

describe('one way to build a form', () => {
  it('every form keeps its fields in useForm', () => {
    const featureForms = files.filter((f) => f.rel.startsWith('features/') && /<form\b/.test(f.text));
    // A shell around fields its users pass in (`<form …>{children}</form>`) holds none itself: the
    // screens that render it are the forms, and are checked instead.
    const shells = featureForms.filter((f) => formShellName(f.text) !== null);
    const shellNames = shells.map((f) => formShellName(f.text) ?? '');
    const own = [
      ...featureForms.filter((f) => !shells.includes(f)),
      ...files.filter((f) => shellNames.some((name) => new RegExp(`<${name}\\b`).test(f.text))),
    ]
      .filter((f) => !usesForm(f.file, f.text))
      .map((f) => f.rel);
    expect(own).toEqual([]);
  });

  it('the quote-priced forms keep no field of their own beside useForm', () => {
    const own = files
      .filter((f) => QUOTE_FORMS.includes(f.rel))
      .flatMap((f) => withHooks(f.file, f.text))
      .filter((h) => OWN_FIELD.test(h.text))
      .map((h) => relative(SRC, h.file).replaceAll('\\', '/'));
    expect([...new Set(own)]).toEqual([]);
  });

  it('every offline-aware button is OnlineButton', () => {
    const own = files
      .filter((f) => !SHARED.includes(f.rel))
      .flatMap((f) =>
        ['Button', 'button']
          .flatMap((el) => openingTags(f.text, el))
          .filter(rollsOwnOnlineButton)
          .map((tag) => `${f.rel}: ${tag.split('\n')[0]}`),
      );
    expect(own).toEqual([]);
  });

  it('every load error with Retry is InlineError', () => {
    const own = files.filter((f) => !SHARED.includes(f.rel) && OWN_RETRY.test(f.text)).map((f) => f.rel);
    expect(own).toEqual([]);
  });

  it('recognises what it looks for', () => {
    expect(
      formShellName(
        'export function Shell({ children }) {\n  return (\n    <form onSubmit={go}>\n      {children}\n    </form>\n  );\n}',
      ),
    ).toBe('Shell');
    expect(formShellName('export function Own() {\n  return <form><input name="a" />{children}</form>;\n}')).toBeNull();
    const [tag] = openingTags('<Button onClick={() => go()} disabled={!w.online}>Send</Button>', 'Button');
    expect(tag).toBe('<Button onClick={() => go()} disabled={!w.online}>');
    expect(rollsOwnOnlineButton(tag ?? '')).toBe(true);
    expect(rollsOwnOnlineButton('<Button aria-describedby={online ? undefined : ID}>')).toBe(true);
    expect(rollsOwnOnlineButton('<OnlineButton disabled={!valid}>')).toBe(false);
    expect(OWN_RETRY.test('<Button onClick={load}>\n  Retry\n</Button>')).toBe(true);
    // As every screen writes its texts: through the catalog.
    expect(OWN_RETRY.test('<Button variant="secondary" onClick={load}>\n  <Trans>Retry</Trans>\n</Button>')).toBe(true);
    expect(OWN_RETRY.test('<button type="button" onClick={load}>{t`Retry`}</button>')).toBe(true);
    expect(OWN_RETRY.test('<Button onClick={load}>\n  <Trans>Retry sending</Trans>\n</Button>')).toBe(false);
    expect(OWN_FIELD.test("const [amount, setAmount] = useState('');")).toBe(true);
    expect(OWN_FIELD.test('const [fiat, setFiat] = useState(initialFiat);')).toBe(true);
    expect(OWN_FIELD.test('const [code, setCode] = useState<string>(start);')).toBe(true);
    expect(OWN_FIELD.test("const [picker, setPicker] = useState<'from' | 'to' | null>(null);")).toBe(false);
  });
});
