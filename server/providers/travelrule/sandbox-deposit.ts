/**
 * The sandbox counterparty sends a deposit (local mode only, decision 274): the sandbox chain sees
 * it arrive at one of our deposit addresses, and the Travel Rule payload the counterparty would
 * send over TRP comes with it: the originator's name, the counterparty as originating provider,
 * and the beneficiary's name as the sender typed it. The wallet judges it as any other payload.
 */
import type { Hono } from 'hono';
import { type ChainSandboxDeps, type ChainSandboxWallet, sandboxDeposit } from '../chain/index.js';
import { SANDBOX_VASP_ID } from './sandbox.js';

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

export function registerCounterpartyDeposit(app: Hono, deps: ChainSandboxDeps, wallet: ChainSandboxWallet): void {
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
    const result = await sandboxDeposit(deps, wallet, body, { provider: SANDBOX_VASP_ID, payload });
    return back(
      result.ok
        ? `notice=${encodeURIComponent(`Deposit sent with its Travel Rule information in transaction ${result.txid}`)}`
        : `error=${encodeURIComponent(result.message)}`,
    );
  });
}
