/**
 * Loading a lazy chunk puts one link element into <head> per file of its graph (the bundler's
 * preload helper), all in one go. Each insertion starts a request there and then: on a phone that
 * is 0.5 to 1.5 ms of main thread apiece, so the twenty-odd files of a signed-in screen made one
 * long task of 20 to 60 ms just asking for them. Here those insertions are held back and made a
 * few per task instead, none of them in the caller's task (which may be React's render of the
 * component that asked for the chunk); what the chunk's promise waits for (its stylesheets' load
 * events) follows the links whenever they go in.
 */
import { nextTask } from './when-idle.js';

const LINKS_PER_TASK = 4;

/**
 * Calls `load` with the nodes it appends to <head> held back, then appends them `perTask` at a
 * time, each group in a later task of its own. Returns what `load` returns. Only appends made while
 * `load` runs synchronously are held: the preload helper makes all of its appends then.
 */
export function withLinksSpread<T>(load: () => T, perTask = LINKS_PER_TASK): T {
  const head = document.head;
  const held: Node[] = [];
  // An own property on this one element, in place for the synchronous call only: deleting it
  // brings back the prototype's method.
  Object.defineProperty(head, 'appendChild', {
    configurable: true,
    value: <N extends Node>(node: N): N => {
      held.push(node);
      return node;
    },
  });
  let result: T;
  try {
    result = load();
  } finally {
    delete (head as { appendChild?: unknown }).appendChild;
  }
  // Stylesheets first: the chunk's own import waits for them to load, and then fetches whatever of
  // its graph is not already on its way.
  const isStylesheet = (n: Node) => (n as Partial<HTMLLinkElement>).rel === 'stylesheet';
  void appendSpread(head, [...held.filter(isStylesheet), ...held.filter((n) => !isStylesheet(n))], perTask);
  return result;
}

async function appendSpread(head: HTMLElement, nodes: Node[], perTask: number): Promise<void> {
  for (let i = 0; i < nodes.length; i += perTask) {
    await nextTask();
    head.append(...nodes.slice(i, i + perTask));
  }
}
