/**
 * Toasts: top centre, durations by type (success 2 s, error 4 s, blank 4 s, loading until
 * dismissed), at most 20 on screen, removed 1 s after they are dismissed (for the exit motion).
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

interface ToastOptions {
  /** Overrides the type's duration (verification toasts last 5 s, receive toasts 2 s). */
  duration?: number;
  title?: string;
}

function add(type: ToastType, message: string, o: ToastOptions = {}): number {
  const id = nextId++;
  toasts.list.unshift({ id, type, message, title: o.title, visible: true });
  if (toasts.list.length > TOAST_LIMIT) toasts.list.splice(TOAST_LIMIT);
  const duration = o.duration ?? TOAST_DURATIONS[type];
  if (Number.isFinite(duration)) setTimeout(() => dismiss(id), duration);
  return id;
}

export function dismiss(id: number): void {
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
