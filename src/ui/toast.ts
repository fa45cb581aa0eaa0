/**
 * Toasts: top centre, durations by type (success 2 s, error 4 s, blank 4 s, loading until
 * dismissed), at most 20 on screen, removed 1 s after they are dismissed (for the exit motion).
 * A toast's time runs from when it is first drawn, not from when it is made: the list's code loads
 * with the first toast, and on a slow phone that can take longer than a success toast's 2 s.
 */
import { proxy } from 'valtio';

type ToastType = 'success' | 'error' | 'blank' | 'loading';

interface Toast {
  id: number;
  type: ToastType;
  message: string;
  title?: string;
  visible: boolean;
}

const TOAST_DURATIONS: Record<ToastType, number> = {
  success: 2000,
  error: 4000,
  blank: 4000,
  loading: Infinity,
};
const TOAST_LIMIT = 20;
const TOAST_REMOVE_DELAY = 1000;

export const toasts = proxy<{ list: Toast[] }>({ list: [] });

let nextId = 1;
/** The toasts made and not yet drawn, with how long each is to stay once drawn. */
const waiting = new Map<number, number>();

interface ToastOptions {
  /** Overrides the type's duration (verification toasts last 5 s, receive toasts 2 s). */
  duration?: number;
  title?: string;
}

function add(type: ToastType, message: string, o: ToastOptions = {}): number {
  const id = nextId++;
  toasts.list.unshift({ id, type, message, title: o.title, visible: true });
  if (toasts.list.length > TOAST_LIMIT) for (const gone of toasts.list.splice(TOAST_LIMIT)) waiting.delete(gone.id);
  const duration = o.duration ?? TOAST_DURATIONS[type];
  if (Number.isFinite(duration)) waiting.set(id, duration);
  return id;
}

/** The toast is on screen: its time starts now. Drawn again, nothing changes. */
export function drawn(id: number): void {
  const duration = waiting.get(id);
  if (duration === undefined) return;
  waiting.delete(id);
  setTimeout(() => dismiss(id), duration);
}

export function dismiss(id: number): void {
  waiting.delete(id);
  const t = toasts.list.find((x) => x.id === id);
  if (!t) return;
  t.visible = false;
  setTimeout(() => {
    const i = toasts.list.findIndex((x) => x.id === id);
    if (i >= 0) toasts.list.splice(i, 1);
  }, TOAST_REMOVE_DELAY);
}

export const toast = {
  success: (m: string, o?: ToastOptions) => add('success', m, o),
  error: (m: string, o?: ToastOptions) => add('error', m, o),
  blank: (m: string, o?: ToastOptions) => add('blank', m, o),
  loading: (m: string, o?: ToastOptions) => add('loading', m, o),
  dismiss,
};
