/**
 * Layout checks run in the page: text boxes drawn over each other, and badges that wrap. Used by
 * the 360 px check and by the per-language check.
 */
import type { Page } from '@playwright/test';

/** Pairs of text boxes that intersect by more than a pixel each way, within `scope`. */
export async function overlaps(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    type Box = { text: string; node: Node; l: number; t: number; r: number; b: number };
    const boxes: Box[] = [];
    const clipOf = (el: Element) => {
      let clip = { l: -Infinity, t: -Infinity, r: Infinity, b: Infinity };
      for (let a: Element | null = el; a; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible' || cs.clipPath !== 'none') {
          const r = a.getBoundingClientRect();
          clip = {
            l: Math.max(clip.l, r.left),
            t: Math.max(clip.t, r.top),
            r: Math.min(clip.r, r.right),
            b: Math.min(clip.b, r.bottom),
          };
        }
      }
      return clip;
    };
    // Text scrolled under a fixed or sticky bar (the bottom navigation) is hidden, not overlapped.
    const overlayOf = (el: Element | null) => {
      for (let a = el; a; a = a.parentElement) {
        const p = getComputedStyle(a).position;
        if (p === 'fixed' || p === 'sticky') return a;
      }
      return null;
    };
    const covered = (el: Element, r: DOMRect) => {
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || el.contains(hit) || hit.contains(el)) return false;
      const bar = overlayOf(hit);
      return !!bar && !bar.contains(el);
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el) continue;
      if (el.closest('[aria-hidden="true"], .visually-hidden, script, style, noscript, template, [hidden]')) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.display === 'none' || Number(cs.opacity) === 0) continue;
      const clip = clipOf(el);
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of Array.from(range.getClientRects())) {
        if (covered(el, r)) continue;
        const box = {
          text,
          node: n,
          l: Math.max(r.left, clip.l),
          t: Math.max(r.top, clip.t),
          r: Math.min(r.right, clip.r),
          b: Math.min(r.bottom, clip.b),
        };
        if (box.r - box.l > 0.5 && box.b - box.t > 0.5) boxes.push(box);
      }
    }
    const found: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (!a || !b || a.node === b.node) continue;
        const w = Math.min(a.r, b.r) - Math.max(a.l, b.l);
        const h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
        if (w > 1 && h > 1)
          found.push(`"${a.text.slice(0, 40)}" over "${b.text.slice(0, 40)}" (${Math.round(w)}x${Math.round(h)})`);
      }
    }
    return found;
  }, scope);
}

/** Badges and status pills that break onto a second line. */
export async function wrappedBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.badge, .status-pill'))
      .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        return tops.size > 1;
      })
      .map((el) => el.textContent ?? ''),
  );
}

/** How far the page reaches past the window's right edge (0 when nothing pushes it sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * Words broken across two lines inside a short label (an action tile's "Sprzeda/j"): each word of
 * each element is measured on its own, so a label may wrap between words but never inside one.
 */
export async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const broken: string[] = [];
    for (const el of Array.from(document.querySelectorAll(sel))) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/[^\s/\u200b]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(m[0]);
        }
      }
    }
    return broken;
  }, selector);
}
