/**
 * The local identity-verification provider (APP_MODE=local without Sumsub credentials). It keeps
 * its own applicants and tokens, as Sumsub does in its database, and reviews a submission by a
 * documented rule on the applicant's last name (decision 066):
 *   starts with 'Reject' -> RED, FINAL;  starts with 'Retry' -> RED, RETRY;  anyone else -> GREEN.
 * The verdict becomes visible 2 s after submission, when it is also delivered to the server as a
 * signed applicantReviewed webhook (server/sandbox/kyc.ts), exactly as Sumsub's would be.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/index.js';
import type { KycProvider, ProviderReview } from './port.js';
import { digestMatches, parseWebhookBody, payloadDigest } from './sumsub.js';

export const SANDBOX_REVIEW_DELAY_MS = 2000;
const SANDBOX_TOKEN_TTL_MS = 30 * 60_000;
const SANDBOX_WIDGET_URL = '/sandbox/kyc/';

type SandboxVerdict = { answer: 'GREEN' } | { answer: 'RED'; rejectType: 'FINAL' | 'RETRY' };

function sandboxVerdict(lastName: string): SandboxVerdict {
  const name = lastName.trim().toLowerCase();
  if (name.startsWith('reject')) return { answer: 'RED', rejectType: 'FINAL' };
  if (name.startsWith('retry')) return { answer: 'RED', rejectType: 'RETRY' };
  return { answer: 'GREEN' };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SandboxWebhook {
  userId: string;
  body: string;
  headers: Record<string, string>;
}

export interface SandboxKycProvider extends KycProvider {
  readonly kind: 'sandbox';
  /** The user a live widget token belongs to, or null. */
  userForToken(token: string): Promise<string | null>;
  /** Records a submission: the review is pending and its verdict due in 2 s. */
  submit(token: string, files: { documentBytes: number; selfieBytes: number }): Promise<SandboxWebhook | null>;
  /** Reviews that are due and not yet delivered, as signed applicantReviewed webhooks. */
  dueWebhooks(): Promise<SandboxWebhook[]>;
  markDelivered(userId: string): Promise<void>;
}

export function sandboxKyc(
  db: Database,
  clock: Clock,
  webhookSecret = randomBytes(32).toString('hex'),
): SandboxKycProvider {
  const sign = (userId: string, body: Record<string, unknown>): SandboxWebhook => {
    const raw = JSON.stringify(body);
    return {
      userId,
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-payload-digest': payloadDigest(webhookSecret, raw, 'HMAC_SHA256_HEX'),
        'x-payload-digest-alg': 'HMAC_SHA256_HEX',
      },
    };
  };

  async function review(userId: string): Promise<ProviderReview> {
    const a = await db
      .selectFrom('kyc_sandbox_applicants')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!a) return { applicantId: null, reviewStatus: null };
    const due = a.review_due_at && new Date(a.review_due_at).getTime() <= clock.now().getTime();
    if (a.review_status === 'completed' || (a.review_status === 'pending' && due))
      return {
        applicantId: a.applicant_id,
        reviewStatus: 'completed',
        reviewAnswer: a.review_answer as 'GREEN' | 'RED',
        reviewRejectType: (a.reject_type as 'FINAL' | 'RETRY' | null) ?? null,
      };
    return { applicantId: a.applicant_id, reviewStatus: a.review_status };
  }

  async function userForToken(token: string): Promise<string | null> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
    const row = await db
      .selectFrom('kyc_sandbox_tokens')
      .select(['user_id', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || new Date(row.expires_at).getTime() <= clock.now().getTime()) return null;
    return row.user_id;
  }

  return {
    kind: 'sandbox',
    async accessToken(a) {
      const now = clock.now();
      const existing = await db
        .selectFrom('kyc_sandbox_applicants')
        .select(['review_status'])
        .where('user_id', '=', a.userId)
        .executeTakeFirst();
      if (!existing) {
        await db
          .insertInto('kyc_sandbox_applicants')
          .values({
            user_id: a.userId,
            applicant_id: randomUUID().replace(/-/g, '').slice(0, 24),
            first_name: a.firstName,
            last_name: a.lastName,
            review_status: 'init',
            created_at: now,
          })
          .execute();
      } else if (existing.review_status === 'completed') {
        // A RETRY verdict lets the applicant submit again: the sandbox starts a fresh review.
        await db
          .updateTable('kyc_sandbox_applicants')
          .set({
            review_status: 'init',
            review_answer: null,
            reject_type: null,
            review_due_at: null,
            delivered_at: null,
          })
          .where('user_id', '=', a.userId)
          .where('reject_type', '=', 'RETRY')
          .execute();
      }
      const token = `sbx_${randomBytes(32).toString('base64url')}`;
      await db
        .insertInto('kyc_sandbox_tokens')
        .values({
          token_hash: hashToken(token),
          user_id: a.userId,
          expires_at: new Date(now.getTime() + SANDBOX_TOKEN_TTL_MS),
        })
        .execute();
      return { token, widgetUrl: SANDBOX_WIDGET_URL };
    },
    review,
    openWebhook(rawBody, header) {
      if (!digestMatches(webhookSecret, rawBody, header('x-payload-digest'), header('x-payload-digest-alg')))
        return null;
      return parseWebhookBody(rawBody);
    },
    userForToken,
    async submit(token, files) {
      const userId = await userForToken(token);
      if (!userId) return null;
      const a = await db
        .selectFrom('kyc_sandbox_applicants')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (a?.review_status !== 'init') return null;
      const now = clock.now();
      const verdict = sandboxVerdict(a.last_name);
      await db
        .updateTable('kyc_sandbox_applicants')
        .set({
          review_status: 'pending',
          review_answer: verdict.answer,
          reject_type: verdict.answer === 'RED' ? verdict.rejectType : null,
          document_bytes: files.documentBytes,
          selfie_bytes: files.selfieBytes,
          submitted_at: now,
          review_due_at: new Date(now.getTime() + SANDBOX_REVIEW_DELAY_MS),
        })
        .where('user_id', '=', userId)
        .where('review_status', '=', 'init')
        .execute();
      return sign(userId, {
        type: 'applicantPending',
        applicantId: a.applicant_id,
        externalUserId: userId,
        reviewStatus: 'pending',
        correlationId: `pending-${a.applicant_id}-${now.getTime()}`,
        createdAtMs: now.toISOString(),
        sandboxMode: true,
      });
    },
    async dueWebhooks() {
      const now = clock.now();
      const rows = await db
        .selectFrom('kyc_sandbox_applicants')
        .selectAll()
        .where('review_status', '=', 'pending')
        .where('review_due_at', '<=', now)
        .where('delivered_at', 'is', null)
        .execute();
      return rows.map((a) =>
        sign(a.user_id, {
          type: 'applicantReviewed',
          applicantId: a.applicant_id,
          externalUserId: a.user_id,
          reviewStatus: 'completed',
          reviewResult: {
            reviewAnswer: a.review_answer,
            ...(a.reject_type ? { reviewRejectType: a.reject_type, rejectLabels: ['SANDBOX_RULE'] } : {}),
          },
          correlationId: `reviewed-${a.applicant_id}-${new Date(a.submitted_at ?? now).getTime()}`,
          createdAtMs: now.toISOString(),
          sandboxMode: true,
        }),
      );
    },
    async markDelivered(userId) {
      await db
        .updateTable('kyc_sandbox_applicants')
        .set({ review_status: 'completed', delivered_at: clock.now() })
        .where('user_id', '=', userId)
        .where('review_status', '=', 'pending')
        .execute();
    },
  };
}
