/**
 * The orders store reads the session's counter (src/state/session.ts), as every store of the
 * customer's own does: an answer asked for before a sign-out is nobody's.
 */
import { describe, expect, it, vi } from 'vitest';
import type { OrderEntry } from '../../contract/orders.js';
import { memorySnapshots } from '../test-support/memory-snapshots.js';

const answers = vi.hoisted(() => ({ next: [] as Array<(list: unknown[]) => void> }));
vi.mock('./api.js', () => ({
  getOrders: vi.fn(() => new Promise((resolve) => answers.next.push(resolve))),
}));

const { loadOrders, orders } = await import('./store.js');
const { getOrders } = await import('./api.js');
const { endSession } = await import('../state/session.js');
const { auth } = await import('../state/auth.js');
const { useSnapshotBackend } = await import('../offline/snapshots.js');

const order = (id: string) => ({ order_id: id, created_at: '2026-12-01T00:00:00Z' }) as OrderEntry;

describe('the orders store', () => {
  it("shows nobody the answer of a session that ended, and the next customer's load asks its own", async () => {
    useSnapshotBackend(memorySnapshots());
    Object.assign(auth, { isAuthenticated: true, user: { id: 'u1' }, token: 't1', refreshToken: 'r1' });
    const first = loadOrders();
    await vi.waitFor(() => expect(answers.next).toHaveLength(1));
    await endSession({ expired: false });
    Object.assign(auth, { isAuthenticated: true, user: { id: 'u2' }, token: 't2', refreshToken: 'r2' });
    const own = loadOrders();
    await vi.waitFor(() => expect(answers.next).toHaveLength(2));
    // The first customer's answer comes after the second customer asked.
    answers.next[0]?.([order('theirs')]);
    await first;
    expect(orders.list).toEqual([]);
    answers.next[1]?.([order('mine')]);
    await own;
    expect(getOrders).toHaveBeenCalledTimes(2);
    expect(orders.list.map((o) => o.order_id)).toEqual(['mine']);
    expect(orders.status).toBe('ready');
  });
});
