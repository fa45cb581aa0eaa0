import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withLinksSpread } from './spread-links.js';

/** A <head> stand-in: its prototype's appendChild is the one a temporary override must give back. */
class FakeHead {
  readonly log: string[][] = [];
  appendChild<N>(node: N): N {
    this.log.push([`now:${String(node)}`]);
    return node;
  }
  append(...nodes: unknown[]): void {
    this.log.push(nodes.map((n) => (typeof n === 'string' ? n : (n as { href: string }).href)));
  }
}

const link = (href: string, rel = 'modulepreload') => ({ href, rel });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const settle = async () => {
  for (let i = 0; i < 10; i++) await tick();
};

let head: FakeHead;
beforeEach(() => {
  head = new FakeHead();
  (globalThis as { document?: unknown }).document = { head };
});
afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('withLinksSpread', () => {
  it('holds back what the call appends and appends it a few per task, stylesheets first', async () => {
    const result = withLinksSpread(() => {
      for (const href of ['a.js', 'b.js', 'c.js', 'd.js', 'e.js']) document.head.appendChild(link(href) as never);
      document.head.appendChild(link('s.css', 'stylesheet') as never);
      return 'loaded';
    }, 2);
    expect(result).toBe('loaded');
    // Nothing goes in during the caller's task; each group in a later task of its own.
    expect(head.log).toEqual([]);
    await tick();
    expect(head.log).toEqual([['s.css', 'a.js']]);
    await tick();
    expect(head.log).toEqual([
      ['s.css', 'a.js'],
      ['b.js', 'c.js'],
    ]);
    await settle();
    expect(head.log).toEqual([
      ['s.css', 'a.js'],
      ['b.js', 'c.js'],
      ['d.js', 'e.js'],
    ]);
  });

  it('gives <head> its own appendChild back after the call, even when the call throws', async () => {
    expect(() =>
      withLinksSpread(() => {
        document.head.appendChild(link('a.js') as never);
        throw new Error('no chunk');
      }),
    ).toThrow('no chunk');
    expect(Object.hasOwn(head, 'appendChild')).toBe(false);
    head.appendChild('later');
    expect(head.log).toEqual([['now:later']]);
    withLinksSpread(() => 0);
    expect(Object.hasOwn(head, 'appendChild')).toBe(false);
  });

  it('appends nothing when the call appends nothing', async () => {
    withLinksSpread(() => Promise.resolve());
    await settle();
    expect(head.log).toEqual([]);
  });
});
