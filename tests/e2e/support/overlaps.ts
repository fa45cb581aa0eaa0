/**
 * Layout checks run in the page: text boxes drawn over each other, and badges that wrap. Used by
 * the 360 px check and by the per-language check.
 */
import type { Page } from '@playwright/test';

/** Pairs of text boxes that intersect by more than a pixel each way, within `scope`. */
export async function overlaps(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    type Box = { text: string; node: Node; bar: Element | null; l: number; t: number; r: number; b: number };
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
          bar: overlayOf(el),
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
        // Page text reaching under a fixed or sticky bar by a few pixels is hidden by the bar, whose
        // middle test above only catches text mostly under it.
        if ((a.bar === null) !== (b.bar === null)) continue;
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
 * Text broken where a reader stumbles (decision 410), over every visible text node of the page in
 * one pass: a word split across two lines other than after a hyphen ('Bankeinza|hlung'), an
 * amount with its sign and unit on two lines ('0,0144|64 BTC', '+2,5 | SOL'), an email address
 * broken other than after its '@' or a dot ('example.d|e'). An address, hash or reference (long,
 * letters with digits) may break anywhere. Each finding names the kind, the text and where it was.
 */
export async function brokenText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const tops = (range: Range) => {
      const seen: number[] = [];
      for (const r of Array.from(range.getClientRects())) {
        if (r.width < 0.5 || r.height < 0.5) continue;
        if (!seen.some((t) => Math.abs(t - r.top) < r.height / 2)) seen.push(r.top);
      }
      return seen;
    };
    const rangeOf = (node: Node, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return range;
    };
    const widthOf = (range: Range) => Array.from(range.getClientRects()).reduce((w, r) => w + r.width, 0);
    /** The width of the lines of the block that holds `el`. */
    const lineWidth = (el: Element) => {
      let block: Element = el;
      while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const cs = getComputedStyle(block);
      return block.clientWidth - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight);
    };
    /** The offsets (within the token) of the characters that begin a new line. */
    const breaksIn = (node: Node, start: number, end: number) => {
      const at: number[] = [];
      let last: number | undefined;
      for (let i = start; i < end; i++) {
        const t = tops(rangeOf(node, i, i + 1))[0];
        if (t === undefined) continue;
        if (last !== undefined && t > last + 1) at.push(i - start);
        last = t;
      }
      return at;
    };
    // An amount: a sign, a currency's symbol before or after, digits with their separators, and a
    // coin's or currency's code after ('-0,5 BTC', '+€1,234.50', '1 234,50 €', '12,5 zł').
    const AMOUNT =
      /(?<![\w.,])[+\-−]?(?:(?:[A-Z]{0,2}[$€£]|CHF|zł)[\s\u00a0]?)?\d[\d.,'\u00a0\u202f]*(?![\w])(?:[\s\u00a0](?:[A-Z]{2,6}\b|[$€£]|zł|CHF))?/gu;
    const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      const el = n.parentElement;
      if (!text.trim() || !el) continue;
      if (el.closest('[aria-hidden="true"], .visually-hidden, script, style, noscript, template, [hidden], option'))
        continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.display === 'none') continue;
      // Text on one line cannot be broken: most nodes stop here, unmeasured.
      const whole = document.createRange();
      whole.selectNodeContents(n);
      if (tops(whole).length < 2) continue;
      const where = el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.tagName.toLowerCase();
      const inAmount: Array<[number, number]> = [];
      for (const m of text.matchAll(AMOUNT)) {
        if (!/\d/.test(m[0])) continue;
        const end = m.index + m[0].trimEnd().length;
        inAmount.push([m.index, end]);
        if (tops(rangeOf(n, m.index, end)).length > 1) found.push(`amount "${m[0].trim()}" in ${where}`);
      }
      for (const m of text.matchAll(/[^\s\u200b]+/g)) {
        const start = m.index;
        const end = start + m[0].length;
        if (tops(rangeOf(n, start, end)).length < 2) continue;
        if (inAmount.some(([a, b]) => start < b && end > a)) continue;
        const word = m[0];
        // A word wider than its line breaks somewhere (hyphenated where the browser knows the language).
        if (widthOf(rangeOf(n, start, end)) > lineWidth(el) - 1) continue;
        // An address, a hash or a reference is no word: it may break anywhere to show whole.
        if (/^(?=.*\d)[\w:.-]{16,}$/.test(word)) continue;
        const email = EMAIL.test(word.replace(/[.,;:)]+$/, ''));
        const bad = breaksIn(n, start, end).filter((i) => {
          const before = word[i - 1] ?? '';
          if (email) return before !== '@' && before !== '.';
          // A hyphen (typed or soft) or a slash ends a line where a reader expects it.
          return !/[-\u00ad\u2010/]/.test(before);
        });
        if (bad.length > 0)
          found.push(
            `${email ? 'email' : 'word'} "${bad.reduceRight((w, i) => `${w.slice(0, i)}|${w.slice(i)}`, word)}" in ${where}`,
          );
      }
    }
    return found;
  });
}
