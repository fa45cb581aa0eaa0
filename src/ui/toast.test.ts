import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawn, toast, toasts } from './toast.js';

const shown = (id: number) => toasts.list.find((t) => t.id === id)?.visible;

describe('a toast’s time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    toasts.list.splice(0);
  });

  it('does not run before the toast is drawn: a list that loads late still shows it whole', () => {
    const id = toast.success('Logged in successfully');
    vi.advanceTimersByTime(5_000);
    expect(shown(id)).toBe(true);
    drawn(id);
    vi.advanceTimersByTime(1_999);
    expect(shown(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown(id)).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(shown(id)).toBeUndefined();
  });

  it('starts once: drawn again, the toast keeps its first time', () => {
    const id = toast.error('Invalid 2FA code. Please try again.');
    drawn(id);
    vi.advanceTimersByTime(3_000);
    drawn(id);
    vi.advanceTimersByTime(1_000);
    expect(shown(id)).toBe(false);
  });

  it('keeps a loading toast until it is dismissed, and a toast dismissed before it is drawn stays gone', () => {
    const loading = toast.loading('Saving…');
    const closed = toast.blank('Copied');
    drawn(loading);
    toast.dismiss(closed);
    drawn(closed);
    vi.advanceTimersByTime(60_000);
    expect(shown(loading)).toBe(true);
    expect(shown(closed)).toBeUndefined();
  });
});
