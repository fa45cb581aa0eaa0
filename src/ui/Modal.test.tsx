// @vitest-environment happy-dom
/**
 * A dialog answers the keyboard from the frame it is first drawn in. React runs a component's
 * passive effects (useEffect) after the browser paints, and later still on a slow phone: a dialog
 * that took its keys and the focus there showed itself before Escape or Tab did anything, and a
 * key pressed at once was lost. What has run when the dialog's markup lands in the page (the
 * mutation observer's moment, before React's next task) is what the first frame shows.
 */
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.js';

let container: HTMLDivElement;
beforeEach(() => {
  // A root rendered as the app renders it: no act() to run the effects early.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  document.body.replaceChildren();
});

/** Renders `node` and runs `check` as soon as a dialog is in the page, before React's next task. */
function whenDrawn(node: React.ReactNode, check: () => void): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="dialog"]')) return;
      observer.disconnect();
      check();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    createRoot(container).render(node);
  });
}

describe('Modal', () => {
  it('closes on an Escape pressed as soon as it is drawn, its focus already inside', async () => {
    const onClose = vi.fn();
    let focused = '';
    await whenDrawn(
      <Modal title="Two-Factor Authentication" onClose={onClose}>
        <input aria-label="Code" />
      </Modal>,
      () => {
        focused = document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? '';
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      },
    );
    expect(focused).toBe('Code');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
