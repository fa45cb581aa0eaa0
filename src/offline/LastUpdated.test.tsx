// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { domRendering } from '../test-support/dom-render.js';
import { LastUpdated } from './LastUpdated.js';

const dom = domRendering();
const FIVE_MINUTES_AGO = Date.now() - 5 * 60_000;
const line = () => dom.container.querySelector('p');

describe('the age line of saved data', () => {
  it('says how old the saved data is, and nothing while the data is fresh', () => {
    dom.render(<LastUpdated savedAt={null} />);
    expect(line()).toBeNull();
    dom.render(<LastUpdated savedAt={FIVE_MINUTES_AGO} />);
    expect(line()?.className).toBe('last-updated');
    expect(line()?.textContent).toMatch(/^Last updated /);
  });

  it('keeps its place, blank, once fresh data replaces what it spoke of', () => {
    dom.render(<LastUpdated savedAt={FIVE_MINUTES_AGO} />);
    dom.render(<LastUpdated savedAt={null} />);
    expect(line()?.className).toBe('last-updated-held');
    expect(line()?.getAttribute('aria-hidden')).toBe('true');
    expect(line()?.textContent).toBe('\u00a0');
  });

  it('says nothing beside a line of the same age, and holds no place it never took', () => {
    dom.render(<LastUpdated savedAt={FIVE_MINUTES_AGO} besides={FIVE_MINUTES_AGO + 10_000} />);
    expect(line()).toBeNull();
    dom.render(<LastUpdated savedAt={null} besides={FIVE_MINUTES_AGO + 10_000} />);
    expect(line()).toBeNull();
  });

  it('held from the start, keeps a blank place before any age is known, then says it there', () => {
    dom.render(<LastUpdated savedAt={null} heldFromStart />);
    expect(line()?.className).toBe('last-updated-held');
    dom.render(<LastUpdated savedAt={FIVE_MINUTES_AGO} heldFromStart />);
    expect(line()?.textContent).toMatch(/^Last updated /);
    dom.render(<LastUpdated savedAt={null} heldFromStart />);
    expect(line()?.className).toBe('last-updated-held');
  });
});
