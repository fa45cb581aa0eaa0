/** The identity-check calls : the widget's token and the status it leaves. */
import type { KycStatusData, KycTokenData, UpdateKycStatusData } from '../kyc.js';
import { kycTokenAnswer, updateKycStatusAnswer } from './answer-schemas.js';
import { defineSpec } from './define.js';
import { noFields, payload, text } from './fields.js';

export const getKycStatus = defineSpec<KycStatusData>()({
  path: '/exchange/get-kyc-status',
  readOnly: true,
  access: 'any',
  payload: noFields,
});

export const getSumsubToken = defineSpec<KycTokenData>()({
  path: '/exchange/get-sumsub-token',
  answerSchema: kycTokenAnswer,
  access: 'any',
  payload: noFields,
});

/** kyc_status: what the widget claims; the server asks the provider and answers what it says. */
export const updateKycStatus = defineSpec<UpdateKycStatusData>()({
  path: '/exchange/update-kyc-status',
  answerSchema: updateKycStatusAnswer,
  access: 'any',
  payload: payload({ kyc_status: text() }),
});
