/**
 * A screen's refusal text: the server's words when it refused, the screen's own when the call did
 * not get through (no connection says nothing about what was asked).
 */
import { describe, expect, it } from 'vitest';
import { ApiCallError, refusalOf } from './errors.js';

describe('the words a failed call shows', () => {
  it("is the server's refusal", () => {
    expect(refusalOf(new ApiCallError('VALIDATION', 'The label is too long', 400), 'Please try again.')).toBe(
      'The label is too long',
    );
  });

  it("is the screen's own when the call did not get through, or said nothing", () => {
    expect(
      refusalOf(new ApiCallError('NETWORK', 'Network error - please check your connection', 0), 'Try again.'),
    ).toBe('Try again.');
    expect(refusalOf(new ApiCallError('VALIDATION', '', 400), 'Try again.')).toBe('Try again.');
    expect(refusalOf(new TypeError('boom'), 'Try again.')).toBe('Try again.');
  });
});
