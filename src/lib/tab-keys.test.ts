import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from './tab-keys.js';

describe('tabIndexForKey', () => {
  it('moves with the arrows, wrapping round, and jumps with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowDown', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexForKey('ArrowUp', 1, 3)).toBe(0);
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
  });

  it('leaves other keys and empty lists alone', () => {
    expect(tabIndexForKey('Enter', 0, 3)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});
