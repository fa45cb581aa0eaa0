/** Where a deposit came from (decision 274) and one transfer's record for an authority (decision 276). */
import { custom, optional, picklist, pipe, transform } from 'valibot';
import { SAVED_ADDRESS_MAX } from '../address-book.js';
import {
  type DepositOriginAnswer,
  type DepositOriginsAnswer,
  DEPOSIT_ORIGIN_MESSAGES as M,
  ORIGIN_NAME_MAX,
  ORIGIN_PROVIDER_NAME_MAX,
  type TransferRecordExport,
} from '../deposit-origin.js';
import { isPlainText } from '../validation/plain-text.js';
import { defineSpec } from './define.js';
import { noFields, payload, uuid } from './fields.js';

/** Text up to `max` characters that keeps the plain text rule of names and labels, trimmed; absent reads as ''. */
function boundedText(max: number, message: string) {
  return optional(
    pipe(
      custom<string>((v) => typeof v === 'string' && v.length <= max && isPlainText(v), message),
      transform((v) => v.trim()),
    ),
    '',
  );
}

/** The customer's deposits waiting for them to say who sent them. */
export const depositOrigins = defineSpec<DepositOriginsAnswer>()({
  path: '/travel-rule/deposit-origins',
  access: 'user',
  readOnly: true,
  payload: noFields,
});

/** The customer's answer: who sent the deposit. Taken once; the hold ends with it. */
export const answerDepositOrigin = defineSpec<DepositOriginAnswer>()({
  path: '/travel-rule/answer-deposit-origin',
  access: 'user',
  payload: payload({
    depositId: uuid(M.unknown),
    owner: picklist(['self', 'other'], M.owner),
    wallet: picklist(['provider', 'self_hosted'], M.wallet),
    /** The provider's id from the directory, or '' when not listed or self-hosted. */
    providerId: boundedText(60, M.provider),
    /** A provider not listed, by its name: one of the two is needed for a provider (decision 368). */
    providerName: boundedText(ORIGIN_PROVIDER_NAME_MAX, M.providerName),
    /** Someone else's only. */
    kind: optional(picklist(['person', 'business', ''], M.kind), ''),
    name: boundedText(ORIGIN_NAME_MAX, M.nameInvalid),
    /** The address it came from, when the chain did not name it (own self-hosted wallets). */
    address: boundedText(SAVED_ADDRESS_MAX, M.address),
  }),
});

/** One transfer's Travel Rule and screening record as IVMS101 JSON and as PDF (compliance only). */
export const exportTransferRecord = defineSpec<TransferRecordExport>()({
  path: '/admin/travel-rule/export-record',
  access: 'compliance',
  readOnly: true,
  payload: payload({ recordId: uuid('Choose a transfer record.') }),
});
