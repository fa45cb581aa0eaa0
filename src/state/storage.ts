/** Storage access that never throws (private mode, quota, disabled storage). */
export function readJson<T>(storage: Storage | undefined, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the session still works for this page.
  }
}

export function removeKey(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // ignore
  }
}

export const local = typeof localStorage === 'undefined' ? undefined : localStorage;
export const session = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
