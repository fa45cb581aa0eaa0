/**
 * The sandbox counterparty sends a deposit (local mode only, decisions 274 and 331) as a provider
 * on TRP does: first a transfer inquiry with the Travel Rule payload (the originator's name, the
 * counterparty as originating provider, the beneficiary's name as the sender typed it) to the
 * inquiry address we give it, through the same HTTP route an outside provider reaches; then the
 * coins, which the sandbox chain sees arrive at one of our deposit addresses. The wallet finds the
 * inquiry by address and amount and judges the deposit with its payload, as any other. A refused
 * inquiry is sent anyway, as a careless provider might: that deposit is held for review.
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { COINS } from '../../../contract/assets.js';
import { AmountError, isDecimalString, toUnits } from '../../../contract/money.js';
import { type PaymentRoute, routeById } from '../../../contract/routes.js';
import { type ChainSandboxDeps, type ChainSandboxWallet, sandboxDeposit } from '../chain/index.js';
import type { TrpAsset } from './port.js';
import { SANDBOX_VASP_ID } from './sandbox.js';

/** What the wallet gives the counterparty: where to send an inquiry, and the coin's TRP asset. */
export interface CounterpartyInquiryHooks {
  inquiryUrl(providerId: string): string;
  assetOf(route: PaymentRoute): TrpAsset;
}

const SANDBOX_VASP_LEGAL_NAME = 'CoinVault Sandbox Counterparty Ltd';
const NAME_MAX = 100;

const natural = (name: string, extra: Record<string, unknown> = {}) => ({
  naturalPerson: {
    name: { nameIdentifier: [{ primaryIdentifier: name, naturalPersonNameIdentifierType: 'LEGL' }] },
    ...extra,
  },
});

/** The IVMS101 (2023) payload the counterparty sends: names as typed, nothing checked here. */
export function counterpartyPayload(originator: string, beneficiary: string, to: string, from: string) {
  return {
    originator: {
      originatorPerson: [
        // The customer's number there stands in for an address or a date and place of birth.
        {
          ...natural(originator, { customerIdentification: 'SANDBOX-1001' }),
          accountNumber: [from || 'sandbox-account'],
        },
      ],
    },
    beneficiary: { beneficiaryPerson: [{ ...natural(beneficiary), accountNumber: [to] }] },
    originatingVASP: {
      legalPerson: {
        name: { nameIdentifier: [{ legalPersonName: SANDBOX_VASP_LEGAL_NAME, legalPersonNameIdentifierType: 'LEGL' }] },
        countryOfRegistration: 'DE',
      },
    },
    payloadMetadata: { payloadVersion: '101.2023' },
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The amount in the coin's smallest unit, or null when the deposit itself will refuse it. */
function unitsOf(amount: unknown, route: PaymentRoute): bigint | null {
  const t = text(amount);
  if (!isDecimalString(t)) return null;
  try {
    const units = toUnits(t, COINS[route.currency].scale);
    return units > 0n ? units : null;
  } catch (e) {
    if (e instanceof AmountError) return null;
    throw e;
  }
}

type InquiryAnswer = { approved: true } | { approved: false; reason: string };

/**
 * The inquiry, posted to our own inquiry route as the counterparty would post it. The amount is
 * written as the integer it is, whatever its size (wei do not fit a double).
 */
async function inquire(
  app: Hono,
  hooks: CounterpartyInquiryHooks,
  route: PaymentRoute,
  units: bigint,
  payload: unknown,
): Promise<InquiryAnswer> {
  const url = new URL(hooks.inquiryUrl(SANDBOX_VASP_ID));
  const body = JSON.stringify({
    asset: hooks.assetOf(route),
    amount: 0,
    callback: `${url.origin}/sandbox/travel-rule/`,
    IVMS101: payload,
  }).replace('"amount":0', `"amount":${units.toString()}`);
  const res = await app.request(url.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'request-identifier': randomUUID() },
    body,
  });
  const answer = (await res.json().catch(() => null)) as { approved?: unknown; rejected?: unknown } | null;
  if (res.status === 200 && answer?.approved) return { approved: true };
  const reason = typeof answer?.rejected === 'string' ? answer.rejected : `the inquiry was answered ${res.status}`;
  return { approved: false, reason };
}

export function registerCounterpartyDeposit(
  app: Hono,
  deps: ChainSandboxDeps,
  wallet: ChainSandboxWallet,
  hooks: CounterpartyInquiryHooks,
): void {
  app.post('/sandbox/travel-rule/deposit', async (c) => {
    const form = await c.req.parseBody();
    const back = (q: string) => c.redirect(`/sandbox/travel-rule/?${q}`, 303);
    const originator = text(form.originatorName);
    const beneficiary = text(form.beneficiaryName);
    if (!originator || !beneficiary || originator.length > NAME_MAX || beneficiary.length > NAME_MAX)
      return back(`error=${encodeURIComponent(`Enter both names, up to ${NAME_MAX} characters each.`)}`);
    const address = text(form.address);
    const payload = counterpartyPayload(originator, beneficiary, address, text(form.senderAddress));
    const body = { address, amount: form.amount, senderAddress: form.senderAddress };
    // An address or amount the deposit refuses gets no inquiry: the deposit's own message says why.
    const owner = address ? await wallet.ownerOfAddress(address) : undefined;
    const route = owner && routeById(owner.route_id);
    const units = route ? unitsOf(form.amount, route) : null;
    const answer = route && units !== null ? await inquire(app, hooks, route, units, payload) : null;
    const result = await sandboxDeposit(deps, wallet, body);
    if (!result.ok) return back(`error=${encodeURIComponent(result.message)}`);
    const said = answer?.approved
      ? 'The wallet approved the inquiry'
      : `The wallet refused the inquiry (${answer?.reason ?? 'not asked'}) and the coins were sent anyway`;
    return back(`notice=${encodeURIComponent(`${said}: deposit sent in transaction ${result.txid}`)}`);
  });
}
