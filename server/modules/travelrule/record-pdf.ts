/**
 * One transfer's record as a PDF for an authority (decision 276): its facts as labelled lines,
 * then the IVMS101 payload's fields flattened to paths, on the servers' one path of flowing text
 * (decision 484): every value whole, a name never broken inside a word.
 */
import { flowingPdf } from '../../lib/pdf-flow.js';

/** Every leaf of a JSON value as `path: value`, in order. */
function flatten(value: unknown, path = ''): [string, string][] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => flatten(v, `${path}[${i}]`));
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => flatten(v, path ? `${path}.${k}` : k));
  return [[path, String(value)]];
}

export function buildRecordPdf(
  title: string,
  facts: readonly [string, string][],
  payload: unknown,
): Promise<Uint8Array> {
  return flowingPdf(title, ({ write, gap }) => {
    write(title, { size: 16, bold: true });
    gap(6);
    for (const [label, value] of facts) write(`${label}: ${value}`);
    gap(8);
    write('Travel Rule information (IVMS101)', { size: 11, bold: true });
    const lines = flatten(payload);
    if (lines.length === 0) write('None received or given.');
    for (const [path, value] of lines) write(`${path}: ${value}`);
  });
}
