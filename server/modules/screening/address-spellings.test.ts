/**
 * Screening reads the account, not the text typed (decision 343): an X-address (with or without a
 * destination tag) of a listed XRP account, a listed EVM address in any letter case or on an
 * ERC-20 route, bech32 in upper case, any of them padded with whitespace, is stopped as the
 * classic spelling is, on withdrawal, through the address book and on deposit, with a case.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { fakeScreeningService, screeningService } from '../../providers/screening/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { type TestUser, tokenFor } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { outboxFor, withdrawalProof } from '../accounts/testing.js';
import { createAddressHoldEnv } from '../addressbook/testing.js';
import { getUserBalances } from '../ledger/index.js';
import { customerHolding } from '../ledger/testing.js';
import { creditObservedDeposit } from '../wallet/index.js';
import { depositAddressFor } from '../wallet/testing.js';

const HOLD_S = 60;
let env: TestEnv;
beforeAll(async () => {
  env = await createAddressHoldEnv(HOLD_S);
});
afterAll(() => env.close());

// The XRP account on the OFAC SDN list, and the same account as mainnet X-addresses (XLS-5d).
const LISTED_XRP = 'rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66';
const LISTED_X = 'X75KjMo4pw9UQ9H7hbpCZUDfskq2PL3MEZS3AoCF1J86KTL';
const LISTED_X_TAG1 = 'X75KjMo4pw9UQ9H7hbpCZUDfskq2PLDUYKF83KutAsukMKu';
const LISTED_X_TAG2 = 'X75KjMo4pw9UQ9H7hbpCZUDfskq2PLDDdokodEkpwFMCwRc';
const LISTED_ETH = '0x098B716B8Aaf21512996dC57EB0615e2383E2f96';
const LISTED_BTC = 'bc1qsxf77cvwcd6jv6j8d8j3uhh4g0xqw4meswmwuc';
const XRP_ROUTE = 5;

const customer = (holdings: Record<string, string>) => customerHolding(env.deps, holdings);

const withdraw = async (u: TestUser, payload: Record<string, unknown>, key = randomUUID()) =>
  env.api.call(
    CALLS.createWithdrawal,
    {
      amount: '10',
      paymentRouteId: XRP_ROUTE,
      beneficiary: TEST_BENEFICIARY,
      ...(await withdrawalProof(env, u)),
      ...payload,
    },
    { token: await tokenFor(env.deps, u), idempotencyKey: key },
  );
const casesOf = (u: TestUser) =>
  env.deps.db.selectFrom('screening_cases').selectAll().where('user_id', '=', u.id).execute();
const withdrawalsOf = (u: TestUser) =>
  env.deps.db.selectFrom('withdrawals').select('id').where('user_id', '=', u.id).execute();

describe('a withdrawal is screened by the account its address names', () => {
  it('refuses every spelling of a listed XRP account with a case, and holds nothing', async () => {
    const u = await customer({ XRP: '1000' });
    const spellings = [LISTED_XRP, LISTED_X, LISTED_X_TAG1, ` ${LISTED_X_TAG2}  `];
    for (const cryptoAddress of spellings) {
      const res = await withdraw(u, { cryptoAddress });
      expect(res.status, `${cryptoAddress}: ${JSON.stringify(res.answer)}`).toBe(422);
      expect(res.answer).toMatchObject({ code: 'TRANSFER_UNDER_REVIEW' });
    }
    expect((await getUserBalances(env.deps.db, u.id)).XRP).toBe(1000_000_000n);
    expect(await withdrawalsOf(u)).toEqual([]);
    expect(await casesOf(u)).toHaveLength(spellings.length);
  });

  it('refuses a listed EVM address in every letter case, on Ethereum and on an ERC-20 route, and upper-case bech32', async () => {
    const u = await customer({ ETH: '1', USDC: '100', BTC: '1' });
    const upper = `0x${LISTED_ETH.slice(2).toUpperCase()}`;
    const attempts = [
      { cryptoAddress: LISTED_ETH, paymentRouteId: 2, amount: '0.1' },
      { cryptoAddress: upper, paymentRouteId: 2, amount: '0.1' },
      { cryptoAddress: ` ${LISTED_ETH.toLowerCase()} `, paymentRouteId: 8, amount: '50' },
      { cryptoAddress: upper, paymentRouteId: 8, amount: '50' },
      { cryptoAddress: LISTED_BTC.toUpperCase(), paymentRouteId: 1, amount: '0.1' },
    ];
    for (const a of attempts) {
      const res = await withdraw(u, a);
      expect(res.answer, JSON.stringify(a)).toMatchObject({ code: 'TRANSFER_UNDER_REVIEW' });
    }
    expect(await getUserBalances(env.deps.db, u.id)).toMatchObject({
      ETH: 10n ** 18n,
      USDC: 100_000_000n,
      BTC: 100_000_000n,
    });
    expect(await withdrawalsOf(u)).toEqual([]);
    expect(await casesOf(u)).toHaveLength(attempts.length);
  });

  it('asks the screening service about the classic account, never the X-address', async () => {
    const u = await customer({ XRP: '1000' });
    const fake = fakeScreeningService();
    fake.listed.set(LISTED_XRP, 'Listed XRP account');
    const providers = env.deps.providers as { screening: unknown };
    const local = providers.screening;
    providers.screening = screeningService({ url: fake.url, apiKey: fake.apiKey, timeoutMs: 2000 }, fake.fetch);
    try {
      const res = await withdraw(u, { cryptoAddress: LISTED_X_TAG1 });
      expect(res.answer).toMatchObject({ code: 'TRANSFER_UNDER_REVIEW' });
      expect(fake.asked).toEqual([LISTED_XRP]);
    } finally {
      providers.screening = local;
    }
    expect(await withdrawalsOf(u)).toEqual([]);
  });
});

describe('a saved X-address of a listed account', () => {
  it('is saved and confirmed, but a payout to it through the allowlist is refused with a case', async () => {
    const u = await customer({ XRP: '1000' });
    const token = await tokenFor(env.deps, u);
    const add = await env.api.call(
      CALLS.addAddress,
      { paymentRouteId: XRP_ROUTE, address: LISTED_X_TAG1, label: 'Exchange', password: u.password },
      { token },
    );
    expect(add.status, JSON.stringify(add.answer)).toBe(200);
    const mail = (await outboxFor(env, u.email)).find((m) => m.subject.startsWith('Confirm the new address'));
    const link = /\/address-book\/confirm#(\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await env.api.call(CALLS.confirmAddress, { token: link })).status).toBe(200);
    env.deps.clock.advance(HOLD_S * 1000);
    expect((await env.api.call(CALLS.setAllowlistOnly, { enabled: true }, { token })).status).toBe(200);
    const res = await withdraw(u, { cryptoAddress: LISTED_X_TAG1 });
    expect(res.answer).toMatchObject({ code: 'TRANSFER_UNDER_REVIEW' });
    expect((await getUserBalances(env.deps.db, u.id)).XRP).toBe(1000_000_000n);
    expect(await withdrawalsOf(u)).toEqual([]);
    expect(await casesOf(u)).toMatchObject([{ direction: 'withdrawal', address: LISTED_X_TAG1, state: 'open' }]);
  });
});

describe('a deposit from an X-address of a listed account', () => {
  it('is frozen uncredited with a case', async () => {
    const u = await customer({});
    const address = await depositAddressFor(env, await tokenFor(env.deps, u), 'XRP', XRP_ROUTE);
    for (const from of [LISTED_X, LISTED_X_TAG2]) {
      const deposit = {
        routeId: XRP_ROUTE,
        address,
        txid: `tx-${randomUUID()}`,
        outputIndex: 0,
        amount: 5_000_000n,
        from,
      };
      expect(await creditObservedDeposit(env.deps, deposit)).toBe('frozen');
    }
    expect((await getUserBalances(env.deps.db, u.id)).XRP).toBe(0n);
    expect(await casesOf(u)).toMatchObject([
      { direction: 'deposit', address: LISTED_X },
      { direction: 'deposit', address: LISTED_X_TAG2 },
    ]);
  });
});
