/**
 * The BSB directory: which BSBs exist (a saved Australian account's BSB must be one of them,
 * decision 311). With BSB_DIRECTORY_FILE (AusPayNet's full monthly branch file) a BSB exists when
 * the file lists it. Without it, the server ships AusPayNet's key of institution prefixes and a few
 * branches known exactly: a BSB exists when it is listed, or when its first two or three digits are
 * an institution's (the branch is then unknown, not refused: the shipped data cannot hold every
 * branch, and refusing real accounts is worse than the bank refusing a closed branch's payout).
 * Every line is checked by format at start and a bad one stops it, so a truncated or foreign file
 * is never taken for the list.
 */
import { readFileSync } from 'node:fs';
import { ConfigError } from '../../lib/config-error.js';
import { BSB_DIRECTORY_EXCERPT } from './data/bsb-directory.js';
import { BSB_INSTITUTIONS } from './data/bsb-institutions.js';

export interface BsbBranch {
  bsb: string;
  institution: string;
  /** The branch's name; empty when only the institution's prefix is known. */
  branch: string;
}

export interface BsbDirectory {
  /** The branch of a six-digit BSB, or null when no institution has it. */
  lookup(digits: string): BsbBranch | null;
}

const cellsOf = (line: string) => line.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));

/** A directory line: "062-000","CBA","Commonwealth Bank...","Branch",... (quotes optional). */
export function parseBsbDirectory(text: string, source = 'BSB_DIRECTORY_FILE'): Map<string, BsbBranch> {
  const out = new Map<string, BsbBranch>();
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const cells = cellsOf(line);
    const bsb = cells[0] ?? '';
    if (!/^\d{3}-\d{3}$/.test(bsb) || !cells[2])
      throw new ConfigError(source, `line ${i + 1} is not a BSB directory line ("NNN-NNN,mnemonic,institution,...")`);
    out.set(bsb.replace('-', ''), { bsb, institution: cells[2], branch: cells[3] ?? '' });
  }
  if (out.size === 0) throw new ConfigError(source, 'holds no BSB');
  return out;
}

/** The key's lines, "prefix,mnemonic,institution": a prefix of two or three digits, each once. */
export function parseBsbInstitutions(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const [prefix = '', , institution] = cellsOf(line);
    if (!/^\d{2,3}$/.test(prefix) || !institution || out.has(prefix))
      throw new ConfigError('the shipped BSB key', `line ${i + 1} is not a "prefix,mnemonic,institution" line`);
    out.set(prefix, institution);
  }
  return out;
}

const formatted = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3)}`;

/** The shipped directory: exact branches first, else the institution whose prefix the BSB has. */
function shippedBsbDirectory(branches: Map<string, BsbBranch>, institutions: Map<string, string>): BsbDirectory {
  return {
    lookup(digits) {
      if (!/^\d{6}$/.test(digits)) return null;
      const exact = branches.get(digits);
      if (exact) return exact;
      // A three-digit assignment is more specific than a two-digit one that would contain it.
      const institution = institutions.get(digits.slice(0, 3)) ?? institutions.get(digits.slice(0, 2));
      return institution ? { bsb: formatted(digits), institution, branch: '' } : null;
    },
  };
}

export function readBsbDirectory(file: string | undefined): BsbDirectory {
  if (!file)
    return shippedBsbDirectory(
      parseBsbDirectory(BSB_DIRECTORY_EXCERPT, 'the shipped BSB directory'),
      parseBsbInstitutions(BSB_INSTITUTIONS),
    );
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError('BSB_DIRECTORY_FILE', `cannot be read: ${file}`);
  }
  const branches = parseBsbDirectory(text);
  return { lookup: (digits) => branches.get(digits) ?? null };
}
