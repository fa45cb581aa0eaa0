/**
 * Finds text a person would read that is written as a literal in a screen instead of going
 * through the catalogs (decision 228): JSX text with a letter in it, a string literal given to
 * aria-label, title, placeholder, alt, label or hint, and a string literal (or template) passed to
 * a toast. Used by literal-text.test.ts with the list of files not converted yet.
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
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) && LETTER.test(init.text)) add(node, init.text);
      if (ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)) {
        if (LETTER.test(init.expression.text)) add(node, init.expression.text);
      }
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
