/**
 * Adding a passkey: the password (and a 2FA code when 2FA is on) buys a registration challenge
 * bound to the customer; the authenticator's answer to it is verified once and stored. Passkeys
 * are discoverable and always verify the user (a PIN or biometric), so one replaces password and
 * code at sign-in.
 */
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Insertable } from 'kysely';
import { CALLS } from '../../../../contract/calls/index.js';
import { PASSKEY_MESSAGES, type PasskeyOptionsData, type PasskeyView } from '../../../../contract/passkeys.js';
import type { Database } from '../../../db/index.js';
import type { DB } from '../../../db/schema.js';
import { defineCall } from '../../../http/call.js';
import { ApiError } from '../../../http/errors.js';
import { PRODUCT_NAME } from '../../../providers/mail/index.js';
import { sendSecurityAlert } from '../security-alerts.js';
import { consumeChallenge, storeChallenge } from './challenges.js';
import { passkeyDetail, passkeyName, requirePasswordAndCode, signedInUser } from './gate.js';
import { relyingParty } from './relying-party.js';
import { readTransports, toPasskeyView, writeTransports } from './store.js';

/** A customer may keep this many passkeys; more is refused (each is a way into the account). */
export const PASSKEYS_PER_USER = 10;

const capReached = () =>
  new ApiError('VALIDATION', `You can keep up to ${PASSKEYS_PER_USER} passkeys. Remove one first.`);

/**
 * Stores a verified passkey within the cap. The options call's count is only a courtesy: many
 * challenges may be fetched while the account has none. Here the customer's row is locked first,
 * so registrations in parallel count in turn and can never pass the cap together.
 */
async function claimPasskey(db: Database, row: Insertable<DB['passkeys']>) {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', row.user_id).forUpdate().executeTakeFirstOrThrow();
    const { n } = await trx
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= PASSKEYS_PER_USER) throw capReached();
    return trx
      .insertInto('passkeys')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
  });
}

export const passkeyRegisterOptions = defineCall(CALLS.passkeyRegisterOptions, {
  async handle(ctx, p): Promise<{ data: PasskeyOptionsData }> {
    const { deps } = ctx;
    const user = await requirePasswordAndCode(ctx, p, 'passkey.register');
    const existing = await deps.db
      .selectFrom('passkeys')
      .select(['id', 'transports'])
      .where('user_id', '=', user.id)
      .execute();
    if (existing.length >= PASSKEYS_PER_USER) throw capReached();
    const { rpID } = relyingParty(deps);
    const options = await generateRegistrationOptions({
      rpName: PRODUCT_NAME,
      rpID,
      userName: user.email,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({ id: c.id, transports: readTransports(c.transports) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await storeChallenge(deps, options.challenge, 'register', user.id);
    return { data: { options: options as unknown as Record<string, unknown> } };
  },
});

export const passkeyRegister = defineCall(CALLS.passkeyRegister, {
  rules(p) {
    return { response: p.response, name: passkeyName(p.name) };
  },
  async handle(ctx, p): Promise<{ message: string; data: PasskeyView }> {
    const { deps } = ctx;
    const user = await signedInUser(ctx);
    const challenge = await consumeChallenge(deps, p.response, 'register', user.id);
    const { rpID, origin } = relyingParty(deps);
    let credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] };
    try {
      const result = await verifyRegistrationResponse({
        response: p.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
      if (!result.verified || !result.registrationInfo) throw new Error('not verified');
      credential = result.registrationInfo.credential;
    } catch {
      throw new ApiError('PASSKEY_REFUSED', PASSKEY_MESSAGES.refused);
    }
    const now = deps.clock.now();
    const row = await claimPasskey(deps.db, {
      id: credential.id,
      user_id: user.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: writeTransports(credential.transports),
      name: p.name,
      created_at: now,
      last_used_at: null,
    });
    if (!row) throw new ApiError('PASSKEY_REFUSED', PASSKEY_MESSAGES.refused);
    await sendSecurityAlert(deps, user, {
      kind: 'passkey_added',
      origin: { ip: ctx.ip, userAgent: ctx.userAgent },
      detail: passkeyDetail(row.name),
    });
    return { message: PASSKEY_MESSAGES.added, data: toPasskeyView(row) };
  },
});
