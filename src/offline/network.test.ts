import { beforeEach, describe, expect, it } from 'vitest';
import { callStarted, markReachable, markUnreachable, network, resetNetworkForTests } from './network.js';

describe('server reachability', () => {
  beforeEach(() => {
    resetNetworkForTests(async () => false);
  });

  it('an answer to a call sent before a failure does not undo the failure', () => {
    const early = callStarted();
    const failed = callStarted();
    markUnreachable(failed);
    expect(network.reachable).toBe(false);
    // The early call was on its way when the server stopped answering: its answer is old news.
    markReachable(early);
    expect(network.reachable).toBe(false);
  });

  it('an answer to a call sent after the failure makes the server reachable again', () => {
    markUnreachable(callStarted());
    markReachable(callStarted());
    expect(network.reachable).toBe(true);
  });
});
