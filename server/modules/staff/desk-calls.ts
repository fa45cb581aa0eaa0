/**
 * The support desk's calls (decision 236): support agents and compliance officers (the pipeline
 * refuses every other role). Every action names the customer and carries a reason, and is written
 * to the audit trail with the state before and after; reading a customer's page or a page of
 * their transactions is recorded too.
 */
import { CALLS } from '../../../contract/calls/index.js';
import { DESK_LIMITS } from '../../../contract/desk.js';
import { PERIOD_MESSAGES } from '../../../contract/report-drafts.js';
import { auditCallerAction } from '../../http/audit.js';
import { type CallContext, defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import {
  holdWithdrawals,
  revokeUserSessions,
  sendResetCodeFromDesk,
  tooManyCodeRequests,
  waitText,
} from '../accounts/index.js';
import { sendVerificationReminder } from '../kyc/index.js';
import { findCustomers } from './desk-find.js';
import { customerPage } from './desk-page.js';
import { customerTransactions } from './desk-transactions.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function check(errors: Record<string, string | false>): void {
  const found = Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => e[1] !== false));
  if (Object.keys(found).length > 0) throw validationError(found);
}
const customerIdProblem = (id: string) => !UUID.test(id) && 'must be a customer id';
const reasonProblem = (r: string) =>
  (r.length < 3 || r.length > DESK_LIMITS.reasonMax) && `is required: 3 to ${DESK_LIMITS.reasonMax} characters`;

/** The customer acted on; NOT_FOUND for an unknown id or a staff account. */
async function customerOf(ctx: CallContext, customerId: string) {
  const row = await ctx.deps.db
    .selectFrom('users')
    .select(['id', 'email', 'kyc_status', 'withdrawals_held_until', 'withdrawals_held_reason'])
    .where('id', '=', customerId)
    .where('role', '=', 'user')
    .executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', 'No customer has this id.');
  return row;
}

/** The rule of an action on one customer that needs only a reason. */
function customerAndReason<P extends { customerId: string; reason: string }>(p: P): P {
  check({ customerId: customerIdProblem(p.customerId), reason: reasonProblem(p.reason) });
  return p;
}

const findCustomer = defineCall(CALLS.findCustomer, {
  rules(p) {
    check({ query: (p.query.length < 2 || p.query.length > 254) && 'must be 2 to 254 characters' });
    return p;
  },
  async handle(ctx, p) {
    const found = await findCustomers(ctx.deps.db, p.query);
    await auditCallerAction(ctx.deps.db, ctx, { action: 'customer.find', details: { matches: found.length } });
    return { data: found };
  },
});

const getCustomer = defineCall(CALLS.getCustomer, {
  rules(p) {
    check({ customerId: customerIdProblem(p.customerId) });
    return p;
  },
  async handle(ctx, p) {
    const page = await customerPage(ctx.deps.db, p.customerId, ctx.deps.clock.now(), requireUser(ctx).role);
    if (!page) throw new ApiError('NOT_FOUND', 'No customer has this id.');
    await auditCallerAction(ctx.deps.db, ctx, { action: 'customer.view', subjectId: p.customerId });
    return { data: page };
  },
});

const getCustomerTransactions = defineCall(CALLS.getCustomerTransactions, {
  rules(p) {
    check({
      customerId: customerIdProblem(p.customerId),
      // Days compare as text: both are YYYY-MM-DD once the schema has passed them.
      to: p.from !== '' && p.to !== '' && p.to < p.from && PERIOD_MESSAGES.order,
    });
    return p;
  },
  async handle(ctx, p) {
    await customerOf(ctx, p.customerId);
    const { customerId, ...filter } = p;
    const page = await customerTransactions(ctx.deps.db, customerId, filter);
    await auditCallerAction(ctx.deps.db, ctx, {
      action: 'customer.transactions',
      subjectId: customerId,
      details: { filter },
    });
    return { data: page };
  },
});

const signOutCustomer = defineCall(CALLS.signOutCustomer, {
  rules: customerAndReason,
  async handle(ctx, p) {
    await customerOf(ctx, p.customerId);
    const ended = await revokeUserSessions(ctx.deps.db, p.customerId, 'support', ctx.deps.clock.now());
    await auditCallerAction(ctx.deps.db, ctx, {
      action: 'customer.sign_out_everywhere',
      subjectId: p.customerId,
      reason: p.reason,
      after: { sessionsEnded: ended },
    });
    return { message: `Signed out of ${ended} ${ended === 1 ? 'session' : 'sessions'}.` };
  },
});

const holdCustomerWithdrawals = defineCall(CALLS.holdCustomerWithdrawals, {
  rules(p) {
    check({
      customerId: customerIdProblem(p.customerId),
      hours: p.hours < 1 && `must be a whole number from 1 to ${DESK_LIMITS.holdHoursMax}`,
      reason: reasonProblem(p.reason),
    });
    return p;
  },
  async handle(ctx, p) {
    const customer = await customerOf(ctx, p.customerId);
    const now = ctx.deps.clock.now();
    const wanted = new Date(now.getTime() + p.hours * 3_600_000);
    const before = customer.withdrawals_held_until ? new Date(customer.withdrawals_held_until) : null;
    // A hold never shortens one already running (a reset's or a "not me" hold, say).
    const until = await holdWithdrawals(ctx.deps.db, p.customerId, wanted, 'support');
    await auditCallerAction(ctx.deps.db, ctx, {
      action: 'customer.hold_withdrawals',
      subjectId: p.customerId,
      reason: p.reason,
      before: { heldUntil: before?.toISOString() ?? null, reason: customer.withdrawals_held_reason },
      after: { heldUntil: until.toISOString(), hours: p.hours },
    });
    return { data: { heldUntil: until.toISOString() } };
  },
});

const addCustomerNote = defineCall(CALLS.addCustomerNote, {
  rules(p) {
    const note = p.note.trim();
    check({
      customerId: customerIdProblem(p.customerId),
      note: (note.length < 1 || note.length > DESK_LIMITS.noteMax) && `must be 1 to ${DESK_LIMITS.noteMax} characters`,
      reason: reasonProblem(p.reason),
    });
    return { ...p, note };
  },
  async handle(ctx, p) {
    await customerOf(ctx, p.customerId);
    const staff = requireUser(ctx);
    await ctx.deps.db
      .insertInto('staff_notes')
      .values({ customer_id: p.customerId, staff_id: staff.id, text: p.note, created_at: ctx.deps.clock.now() })
      .execute();
    await auditCallerAction(ctx.deps.db, ctx, {
      action: 'customer.note',
      subjectId: p.customerId,
      reason: p.reason,
      after: { note: p.note },
    });
    return { message: 'Note added.' };
  },
});

const sendCustomerResetEmail = defineCall(CALLS.sendCustomerResetEmail, {
  rules: customerAndReason,
  async handle(ctx, p) {
    await customerOf(ctx, p.customerId);
    const { email } = await ctx.deps.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', p.customerId)
      .executeTakeFirstOrThrow();
    let sent: 'sent' | number;
    try {
      sent = await sendResetCodeFromDesk(ctx.deps, email, ctx.ip);
    } catch (e) {
      ctx.deps.log.error('code email failed', { requestId: ctx.requestId, error: (e as Error).message });
      throw new ApiError('MAIL_FAILED', 'The email could not be sent. Please try again.');
    }
    if (sent !== 'sent') throw tooManyCodeRequests(sent);
    await auditCallerAction(ctx.deps.db, ctx, {
      action: 'customer.send_reset_email',
      subjectId: p.customerId,
      reason: p.reason,
    });
    return { message: 'Reset email sent.' };
  },
});

const sendCustomerVerificationEmail = defineCall(CALLS.sendCustomerVerificationEmail, {
  rules: customerAndReason,
  async handle(ctx, p) {
    const customer = await customerOf(ctx, p.customerId);
    let outcome: Awaited<ReturnType<typeof sendVerificationReminder>>;
    try {
      outcome = await sendVerificationReminder(ctx.deps, {
        id: customer.id,
        email: customer.email,
        kycStatus: customer.kyc_status,
      });
    } catch (e) {
      ctx.deps.log.error('verification reminder failed', { requestId: ctx.requestId, error: (e as Error).message });
      throw new ApiError('MAIL_FAILED', 'The email could not be sent. Please try again.');
    }
    if (outcome === 'not_open')
      throw new ApiError(
        'VERIFICATION_NOT_OPEN',
        `This customer's identity verification is ${customer.kyc_status}: there is nothing to remind them of.`,
      );
    if (outcome !== 'sent')
      throw new ApiError(
        'RATE_LIMITED',
        `A reminder was sent recently. Please wait ${waitText(outcome.waitSeconds)} before sending another.`,
        { retryAfterSeconds: outcome.waitSeconds },
      );
    await auditCallerAction(ctx.deps.db, ctx, {
      action: 'customer.send_verification_email',
      subjectId: p.customerId,
      reason: p.reason,
      details: { kycStatus: customer.kyc_status },
    });
    return { message: 'Verification reminder sent.' };
  },
});

export const deskCalls = [
  findCustomer,
  getCustomer,
  getCustomerTransactions,
  signOutCustomer,
  holdCustomerWithdrawals,
  addCustomerNote,
  sendCustomerResetEmail,
  sendCustomerVerificationEmail,
];
