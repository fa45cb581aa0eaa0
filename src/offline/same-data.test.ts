import { describe, expect, it } from 'vitest';
import { sameData } from './load.js';

describe('sameData', () => {
  it('holds two answers with the same figures the same', () => {
    expect(sameData({ a: ['1.5', { b: null, c: true }] }, { a: ['1.5', { c: true, b: null }] })).toBe(true);
    expect(sameData([], [])).toBe(true);
    expect(sameData('0.1', '0.1')).toBe(true);
  });

  it('tells any changed figure, key or shape', () => {
    expect(sameData({ a: '1.5' }, { a: '1.50' })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData({ a: [1] }, { a: [1, 2] })).toBe(false);
  });
});
