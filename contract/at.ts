/**
 * The element at `index` of a list the caller knows holds it (a loop bound, a drawn index): a
 * missing element is a defect, so it throws instead of handing on `undefined`.
 */
export function at<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`no element at ${index} of ${list.length}`);
  return value;
}
