/** /users/create-user: an account from the sign-up form and its emailed code. */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, OTP_TYPE } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { CONSENT_MESSAGES, legalRegionOf, PRIVACY_VERSION, TERMS_VERSIONS } from '../../../contract/legal.js';
import { isoDate, VALIDATION_MESSAGES, validateSignUp } from '../../../contract/validation/accounts.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { checkCode, consumeCode } from './codes.js';
import { requireStrongPassword } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { registrationGeo } from './region.js';
import { normalizeEmail } from './users.js';

const emailTaken = () => new ApiError('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken);

function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
}

export const createUser = defineCall(CALLS.createUser, {
  rules: (o) => ({
    email: o.email,
    password: o.password,
    otp: o.otp,
    first_name: o.first_name,
    last_name: o.last_name,
    dob: o.dob,
    accept_terms: o.accept_terms,
    terms_version: o.terms_version,
  }),
  async handle(ctx, p) {
    const { deps } = ctx;
    const now = deps.clock.now();
    const errors: Record<string, string> = { ...validateSignUp(p, isoDate(now, true)) };
    if (!p.otp) errors.otp = VALIDATION_MESSAGES.verifyCodeRequired;
    if (!p.accept_terms) errors.accept_terms = CONSENT_MESSAGES.required;
    if (Object.keys(errors).length > 0) throw validationError(errors);
    // A retry whose answer was lost (decision 189): the account its first attempt created carries
    // the key; answered as created, not as an email taken by that very account.
    if (ctx.idempotencyKey !== undefined) {
      const made = await deps.db
        .selectFrom('users')
        .select('id')
        .where('idempotency_key', '=', ctx.idempotencyKey)
        .where('email_normalized', '=', normalizeEmail(p.email))
        .executeTakeFirst();
      if (made) return { message: ACCOUNT_MESSAGES.accountCreated };
    }
    await requireStrongPassword(p.password, 'password', [p.email, p.first_name, p.last_name]);

    const geo = registrationGeo(deps, ctx.ip);
    // The Terms accepted must be the current ones of the region the caller's address decides.
    const region = legalRegionOf(geo.currency);
    if (p.terms_version !== TERMS_VERSIONS[region]) throw validationError({ accept_terms: CONSENT_MESSAGES.outdated });
    const codeHash = await checkCode(deps, p.email, OTP_TYPE.signUp, p.otp);
    const existing = await deps.db
      .selectFrom('users')
      .select('id')
      .where('email_normalized', '=', normalizeEmail(p.email))
      .executeTakeFirst();
    if (existing) throw emailTaken();

    const id = randomUUID();
    const passwordHash = await hashPassword(p.password);
    try {
      await deps.db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, codeHash, now))) throw new ApiError('OTP_INVALID', ACCOUNT_MESSAGES.invalidCode);
        await trx
          .insertInto('users')
          .values({
            id,
            email: p.email,
            email_normalized: normalizeEmail(p.email),
            password_hash: passwordHash,
            first_name: p.first_name,
            last_name: p.last_name,
            dob: p.dob,
            country_code: geo.countryCode,
            currency_code: geo.currency,
            time_zone: geo.timezone,
            is_eu: geo.isEu,
            // The language the app was showing (decision 300): emails sent later, with no request
            // to ask, are written in it. English, also what a request naming no language gets,
            // stays unset: it is every email's default, and a device's own choice then still wins.
            language: ctx.language === 'en' ? null : ctx.language,
            role: 'user',
            created_at: now,
            idempotency_key: ctx.idempotencyKey ?? null,
          })
          .execute();
        await trx
          .insertInto('legal_consents')
          .values([
            {
              id: randomUUID(),
              user_id: id,
              document: 'terms',
              version: TERMS_VERSIONS[region],
              region,
              accepted_at: now,
            },
            { id: randomUUID(), user_id: id, document: 'privacy', version: PRIVACY_VERSION, region, accepted_at: now },
          ])
          .execute();
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw emailTaken();
      throw e;
    }
    await writeAudit(deps.db, now, {
      actorId: id,
      actorRole: 'user',
      action: 'account.created',
      outcome: 'allowed',
      ip: ctx.ip,
      details: { country: geo.countryCode, terms: TERMS_VERSIONS[region], privacy: PRIVACY_VERSION },
    });
    return { message: ACCOUNT_MESSAGES.accountCreated };
  },
});
