/**
 * The BSB directory: which BSBs exist (a saved Australian account's BSB must be one of them).
 * Read once at start from BSB_DIRECTORY_FILE when set (the full AusPayNet directory), else from
 * the excerpt shipped with the server; every line is checked by format and a bad one stops the
 * start, so a truncated or foreign file is never taken for the list.
 */
import { readFileSync } from 'node:fs';
import { ConfigError } from '../../lib/config-error.js';
import { BSB_DIRECTORY_EXCERPT } from './data/bsb-directory.js';

export interface BsbBranch {
  bsb: string;
  institution: string;
  branch: string;
}

/** A directory line: "062-000","CBA","Commonwealth Bank...","Branch",... (quotes optional). */
export function parseBsbDirectory(text: string, source = 'BSB_DIRECTORY_FILE'): Map<string, BsbBranch> {
  const out = new Map<string, BsbBranch>();
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const cells = line.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
    const bsb = cells[0] ?? '';
    if (!/^\d{3}-\d{3}$/.test(bsb) || !cells[2])
      throw new ConfigError(source, `line ${i + 1} is not a BSB directory line ("NNN-NNN,mnemonic,institution,...")`);
    out.set(bsb.replace('-', ''), { bsb, institution: cells[2], branch: cells[3] ?? '' });
  }
  if (out.size === 0) throw new ConfigError(source, 'holds no BSB');
  return out;
}

export function readBsbDirectory(file: string | undefined): Map<string, BsbBranch> {
  if (!file) return parseBsbDirectory(BSB_DIRECTORY_EXCERPT, 'the shipped BSB directory');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError('BSB_DIRECTORY_FILE', `cannot be read: ${file}`);
  }
  return parseBsbDirectory(text);
}
