/**
 * The loading shell's type specimen (index.html, decision 164): one hidden line per size and
 * weight of type the first screens use. The first layout of each makes the renderer's font lookup
 * for it (up to 3 ms on a busy phone), which would otherwise fall in the first screen's layout,
 * one long task. Here each line is shown and laid out in a task of its own, after the first paint,
 * while the first screen's files load. Lines React has already replaced are skipped.
 */
import { yieldToMain } from './when-idle.js';

export async function layOutTypeSpecimen(root: ParentNode = document): Promise<void> {
  const lines = Array.from(root.querySelectorAll<HTMLElement>('.boot-type > [hidden]'));
  for (const line of lines) {
    await yieldToMain();
    if (!line.isConnected) return;
    line.hidden = false;
    // Asking for its box lays it out now, in this task (the specimen is contained: nothing else).
    line.getBoundingClientRect();
  }
}
