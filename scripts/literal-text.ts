/**
 * Finds text a person would read that is written as a literal in a screen instead of going
 * through the catalogs (decision 228): JSX text with a letter in it, a string literal given to
 * aria-label, title, placeholder, alt, label or hint, and a string literal (or template) passed to
 * a toast. Also a code value shown as it is: the item of a constant list (`PRICE_RANGES.map((r) =>
 * <button>{r}</button>)` shows '24h' in every language), which is the code's word, not the
 * customer's; such a value goes through a message or a formatter. Used by literal-text.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'hint', 'aria-description']);
const LETTER = /\p{L}/u;
const MESSAGE_COMPONENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

export interface Literal {
  line: number;
  text: string;
}

function isToastCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  return (
    ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'toast'
  );
}

/** A constant list, by the name's form: `PRICE_RANGES`, `COINS`. */
const CONSTANT_LIST = /^[A-Z][A-Z0-9_]+$/;

/** The parameter of `LIST.map((p) => ...)` that `node` is shown inside, with the list's name. */
function codeValueOf(node: ts.Identifier): string | null {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (!ts.isArrowFunction(at) && !ts.isFunctionExpression(at)) continue;
    const call = at.parent;
    const param = at.parameters[0]?.name;
    if (
      param &&
      ts.isIdentifier(param) &&
      param.text === node.text &&
      ts.isCallExpression(call) &&
      ts.isPropertyAccessExpression(call.expression) &&
      call.expression.name.text === 'map' &&
      ts.isIdentifier(call.expression.expression) &&
      CONSTANT_LIST.test(call.expression.expression.text)
    )
      return call.expression.expression.text;
    if (param && ts.isIdentifier(param) && param.text === node.text) return null;
  }
  return null;
}

/** `{value}` of a JSX expression that shows a constant list's item as it is. */
function shownCodeValue(expr: ts.JsxExpression): string | null {
  const e = expr.expression;
  if (!e || !ts.isIdentifier(e)) return null;
  const list = codeValueOf(e);
  return list ? `{${e.text}} (a code value of ${list})` : null;
}

/** The literal user-visible texts of one file's source. */
export function literalTexts(source: string, fileName = 'file.tsx'): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  const visit = (node: ts.Node) => {
    // A message component's children are the message itself, extracted into the catalogs.
    if (ts.isJsxElement(node) && MESSAGE_COMPONENTS.has(node.openingElement.tagName.getText(file))) return;
    if (ts.isJsxText(node) && LETTER.test(node.text)) add(node, node.text);
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const shown = shownCodeValue(node);
      if (shown) add(node, shown);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) && LETTER.test(init.text)) add(node, init.text);
      if (ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)) {
        if (LETTER.test(init.expression.text)) add(node, init.expression.text);
      }
      const shown = ts.isJsxExpression(init) ? shownCodeValue(init) : null;
      if (shown) add(node, shown);
    }
    if (ts.isCallExpression(node) && isToastCall(node)) {
      for (const arg of node.arguments) {
        if ((ts.isStringLiteralLike(arg) || ts.isTemplateExpression(arg)) && LETTER.test(arg.getText(file)))
          add(node, arg.getText(file));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every screen file of the app (tests aside), relative to the repository. */
export function screenFiles(dir = 'src'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return screenFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

export const readSource = (path: string) => readFileSync(path, 'utf8');
