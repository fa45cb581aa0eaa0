/** The audit trail as staff read it (decision 235). */
export interface AuditEntry {
  seq: string;
  at: string;
  actorId: string | null;
  /** The account's email, when the actor is a customer or staff member: officers read names, not ids. */
  actorEmail: string | null;
  actorRole: string | null;
  action: string;
  outcome: string;
  subjectId: string | null;
  /** The account's email, when the entry is about a customer or staff member. */
  subjectEmail: string | null;
  reason: string | null;
  requestId: string | null;
  ip: string | null;
  details: unknown;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `beforeSeq` for the next (older) page; null when there is none. */
  nextBeforeSeq: string | null;
}

/** The chain check: every entry's hash matches its fields and the hash before it. */
export type AuditChainCheck =
  | { intact: true; entries: number }
  | { intact: false; entries: number; brokenAtSeq: string };
