/**
 * Whether two answers of the server hold the same data (plain JSON values: objects, arrays,
 * strings, numbers, booleans, null). A store keeps what it shows when a fresh answer equals it, so
 * the screens that read it do not render again for nothing: the wallet's live updates every few
 * seconds and the fresh answer that follows a reopen's snapshot mostly bring the same figures.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && sameData(ra[k], rb[k]));
}
