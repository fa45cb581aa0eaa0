/**
 * A screen's load: what it shows while it waits, when it fails and when the answer comes, and
 * that an answer arriving after the screen has gone (or after a newer load) is dropped.
 */
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../api/errors.js';
import { type Loaded, loadRunner } from './use-load.js';

/** A load whose answer the test gives when it chooses. */
function pending<T>() {
  let answer!: (v: T) => void;
  let refuse!: (e: unknown) => void;
  const promise = new Promise<T>((ok, no) => {
    answer = ok;
    refuse = no;
  });
  return { promise, answer, refuse };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

function watch<T>(fallback?: string) {
  const shown: Loaded<T>[] = [];
  const runner = loadRunner<T>((l) => shown.push(l), fallback);
  return { shown, runner, last: () => shown.at(-1) };
}

describe('loading what a screen shows', () => {
  it('shows loading, then the answer', async () => {
    const { runner, last } = watch<string>();
    const call = pending<string>();
    runner.start(() => call.promise);
    expect(last()).toEqual({ state: 'loading' });
    call.answer('ok');
    await settle();
    expect(last()).toEqual({ state: 'ready', data: 'ok' });
  });

  it('drops an answer that arrives after the screen has gone', async () => {
    const { runner, shown } = watch<string>();
    const call = pending<string>();
    runner.start(() => call.promise);
    runner.stop();
    call.answer('late');
    await settle();
    expect(shown).toEqual([{ state: 'loading' }]);
  });

  it("shows the server's refusal, or the screen's own words when the call did not get through", async () => {
    const { runner, last } = watch<string>('This could not be loaded.');
    runner.start(() => Promise.reject(new ApiCallError('NOT_FOUND', 'No such customer', 404)));
    await settle();
    expect(last()).toEqual({ state: 'error', message: 'No such customer' });
    runner.start(() => Promise.reject(new Error('socket closed')));
    await settle();
    expect(last()).toEqual({ state: 'error', message: 'This could not be loaded.' });
  });

  it('loads again on retry, and only the newest load is shown', async () => {
    const { runner, shown, last } = watch<number>();
    const first = pending<number>();
    const second = pending<number>();
    let calls = 0;
    runner.start(() => (++calls === 1 ? first.promise : second.promise));
    runner.start(() => (++calls === 1 ? first.promise : second.promise));
    expect(calls).toBe(2);
    second.answer(2);
    first.answer(1);
    await settle();
    expect(last()).toEqual({ state: 'ready', data: 2 });
    expect(shown.filter((l) => l.state === 'ready')).toHaveLength(1);
  });
});
