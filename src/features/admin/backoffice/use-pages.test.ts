/**
 * A staff list's pages: an older page asked under one set of filters never lands in the list of
 * another, and an offset page does not show a row twice.
 */
import { describe, expect, it } from 'vitest';
import { type PagesState, pagesRunner } from './use-pages.js';

interface Row {
  id: string;
  status: string;
}

/** A fetch whose answers the test releases one by one, in any order. */
function heldFetch() {
  const asked: Array<{ before: string | null; answer: (page: { items: Row[]; next: string | null }) => void }> = [];
  const fetch = (before: string | null) =>
    new Promise<{ items: Row[]; next: string | null }>((resolve) => asked.push({ before, answer: resolve }));
  return { fetch, asked };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

function shown(s: PagesState<Row>): Row[] {
  return [...(s.loaded.state === 'ready' ? s.loaded.data : []), ...s.older];
}

describe('pagesRunner', () => {
  it('drops an older page that answers after the filter changed', async () => {
    let filter = 'failed';
    const { fetch, asked } = heldFetch();
    let state: PagesState<Row> | null = null;
    const runner = pagesRunner<Row>(
      fetch,
      (s) => (state = s),
      () => ({ olderFailed: 'older failed' }),
    );

    runner.start();
    asked[0]?.answer({ items: [{ id: 'f1', status: 'failed' }], next: 'p2' });
    await settle();
    const older = runner.loadOlder();
    expect(asked[1]?.before).toBe('p2');

    // The staff member picks another status while the older failed rows are on their way.
    filter = 'completed';
    runner.stop();
    runner.start();
    asked[2]?.answer({ items: [{ id: 'c1', status: filter }], next: null });
    await settle();
    asked[1]?.answer({ items: [{ id: 'f2', status: 'failed' }], next: 'p3' });
    await older;

    expect(shown(state!)).toEqual([{ id: 'c1', status: 'completed' }]);
    expect(state!.next).toBeNull();
    expect(state!.more).toEqual({ busy: false, error: '' });
  });

  it('drops a first page that answers after a newer start', async () => {
    const { fetch, asked } = heldFetch();
    let state: PagesState<Row> | null = null;
    const runner = pagesRunner<Row>(
      fetch,
      (s) => (state = s),
      () => ({ olderFailed: '' }),
    );
    runner.start();
    runner.stop();
    runner.start();
    asked[1]?.answer({ items: [{ id: 'new', status: 'completed' }], next: null });
    await settle();
    asked[0]?.answer({ items: [{ id: 'old', status: 'failed' }], next: 'p2' });
    await settle();
    expect(shown(state!).map((r) => r.id)).toEqual(['new']);
    expect(state!.next).toBeNull();
  });

  it('adds older pages below, without the rows an offset page repeats', async () => {
    const { fetch, asked } = heldFetch();
    let state: PagesState<Row> | null = null;
    const runner = pagesRunner<Row>(
      fetch,
      (s) => (state = s),
      () => ({ olderFailed: '', keyOf: (r: Row) => r.id }),
    );
    runner.start();
    asked[0]?.answer({
      items: [
        { id: 'a', status: 'completed' },
        { id: 'b', status: 'completed' },
      ],
      next: '2',
    });
    await settle();
    const older = runner.loadOlder();
    expect(state!.more.busy).toBe(true);
    // A second press while the page loads asks nothing more.
    await runner.loadOlder();
    expect(asked).toHaveLength(2);
    // A new row arrived meanwhile: 'b' moved onto the second page.
    asked[1]?.answer({
      items: [
        { id: 'b', status: 'completed' },
        { id: 'c', status: 'failed' },
      ],
      next: null,
    });
    await older;
    expect(shown(state!).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(state!.next).toBeNull();
  });

  it('keeps the rows shown and says why when an older page fails', async () => {
    const asked: Array<(e: Error) => void> = [];
    let first = true;
    const fetch = (): Promise<{ items: Row[]; next: string | null }> => {
      if (first) {
        first = false;
        return Promise.resolve({ items: [{ id: 'a', status: 'completed' }], next: '2' });
      }
      return new Promise((_, reject) => asked.push(reject));
    };
    let state: PagesState<Row> | null = null;
    const runner = pagesRunner<Row>(
      fetch,
      (s) => (state = s),
      () => ({ olderFailed: 'Older rows could not be loaded.' }),
    );
    runner.start();
    await settle();
    const older = runner.loadOlder();
    asked[0]?.(new Error('network'));
    await older;
    expect(shown(state!).map((r) => r.id)).toEqual(['a']);
    expect(state!.more).toEqual({ busy: false, error: 'Older rows could not be loaded.' });
    expect(state!.next).toBe('2');
  });
});
