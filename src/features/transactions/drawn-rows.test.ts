import { describe, expect, it } from 'vitest';
import { nextStep } from './drawn-rows.js';

describe('nextStep', () => {
  it('draws one step more of the loaded rows without fetching while plenty are left', () => {
    expect(nextStep(50, 200, true)).toEqual({ drawn: 100, fetch: false });
  });

  it('asks for the next page when a step or less remains to be drawn', () => {
    expect(nextStep(100, 200, true)).toEqual({ drawn: 150, fetch: true });
    expect(nextStep(200, 200, true)).toEqual({ drawn: 200, fetch: true });
  });

  it('never fetches when every page is loaded, and never draws more than is loaded', () => {
    expect(nextStep(180, 200, false)).toEqual({ drawn: 200, fetch: false });
    expect(nextStep(300, 200, false)).toEqual({ drawn: 300, fetch: false });
  });
});
