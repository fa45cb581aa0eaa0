import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../api/errors.js';
import { linkProblemOf } from './use-emailed-link.js';

describe('why an emailed link’s action did not happen', () => {
  it('is the server’s own words when it refused', () => {
    const err = new ApiCallError('LINK_INVALID', 'This link was already used.', 400);
    expect(linkProblemOf(err)).toEqual({ kind: 'refused', message: 'This link was already used.' });
  });
  it('is no answer when the call did not get through, or failed before reaching the server', () => {
    expect(linkProblemOf(new ApiCallError('NETWORK', 'Failed to fetch', 0))).toEqual({ kind: 'network' });
    expect(linkProblemOf(new TypeError('boom'))).toEqual({ kind: 'network' });
  });
});
