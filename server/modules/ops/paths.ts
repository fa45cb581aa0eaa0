/** Every call path of the table: the metrics' only call labels. */
import { CALLS } from '../../../contract/calls/index.js';

export function allCallPaths(): ReadonlySet<string> {
  return new Set(Object.values(CALLS).map((c) => c.path));
}
