/**
 * The back-office list of Travel Rule records (issue 43, item 17): every deposit's record and every
 * withdrawal made under the Travel Rule, newest first, a page at a time, filtered by direction and
 * state. Each row is the period export's own transfer summary (decision 297), so the list, the CSV
 * and the export name the same facts in the same words.
 */
import type { PeriodRecord } from './report-drafts.js';

export const RECORD_DIRECTIONS = ['deposit', 'withdrawal'] as const;
export type RecordDirection = (typeof RECORD_DIRECTIONS)[number];

/**
 * A deposit record's states (matched, held, information_needed, review, answered, released,
 * returned) and a withdrawal's Travel Rule states (waiting, accepted, refused, timed_out, review,
 * recorded): 'review' is both.
 */
export const RECORD_STATES = [
  'matched',
  'held',
  'information_needed',
  'review',
  'answered',
  'released',
  'returned',
  'waiting',
  'accepted',
  'refused',
  'timed_out',
  'recorded',
] as const;
export type RecordState = (typeof RECORD_STATES)[number];

export const RECORD_LIST_PAGE_SIZE = 25;

export interface TravelRuleRecordRow {
  transfer: PeriodRecord['transfer'];
  screening: PeriodRecord['screening']['result'];
}

/** `/admin/travel-rule/records`: one page, newest first; `next` is the page after it, or null. */
export interface TravelRuleRecordsPage {
  items: TravelRuleRecordRow[];
  next: string | null;
}
