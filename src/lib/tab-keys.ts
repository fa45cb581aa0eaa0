/**
 * The keyboard rule of a tab list (WAI-ARIA tabs pattern): the arrows move to the next or previous
 * tab, wrapping round, Home and End to the first and last. Null for any other key.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  const wrap = (i: number) => (i + count) % count;
  if (key === 'ArrowRight' || key === 'ArrowDown') return wrap(current + 1);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return wrap(current - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
