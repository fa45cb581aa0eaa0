/**
 * Why a card payment did not go through, in the customer's language: the server sends one of
 * the contract's sentences (contract/card-declines.ts, decision 179), each with its text here.
 * A sentence the app does not know is shown as the server wrote it.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type CardReasonKey, cardReasonKey } from '../../contract/card-declines.js';

const TEXTS: Record<CardReasonKey, MessageDescriptor> = {
  bankDeclined: msg`Your bank declined the card. Try another card, or ask your bank why.`,
  unknownCard: msg`This card is not one of the test cards of the test payment page.`,
  insufficientFunds: msg`The card does not have enough funds for this payment.`,
  expiredCard: msg`The card has expired. Try another card.`,
  threeDSecureFailed: msg`Your bank's security check (3-D Secure) was not completed, so the card was not charged.`,
  processingFailed: msg`The payment could not be processed. Nothing was charged.`,
  declined: msg`The card was declined. Nothing was charged.`,
  failed: msg`The payment could not be processed. Nothing was charged.`,
  cancelled: msg`The payment was cancelled. Nothing was charged.`,
  expired: msg`The payment page expired before the card was charged. Nothing was charged.`,
};

export function cardReasonText(reason: string): string {
  const key = cardReasonKey(reason);
  return key ? i18n._(TEXTS[key]) : reason;
}
