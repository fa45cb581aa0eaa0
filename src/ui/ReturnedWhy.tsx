/**
 * Why a bank deposit went back to its sender, in the customer's language. The server's reasons
 * are the contract's words (BANK_MESSAGES): each has its own text here, and anything else the
 * plain fact. Shown on the cash screen's movements and on a deposit's detail.
 */
import { Trans } from '@lingui/react/macro';
import { BANK_MESSAGES } from '../../contract/bank.js';

export function ReturnedWhy({ reason }: { reason: string | null }) {
  switch (reason) {
    case BANK_MESSAGES.returnedName:
      return <Trans>The sending account is not in your verified name. The money was returned to the sender.</Trans>;
    case BANK_MESSAGES.returnedBelowMin:
      return <Trans>The amount is below the minimum deposit. The money was returned to the sender.</Trans>;
    case BANK_MESSAGES.returnedAboveMax:
      return <Trans>The amount is above the maximum deposit. The money was returned to the sender.</Trans>;
    case BANK_MESSAGES.returnedCurrency:
      return <Trans>The payment was not in your account currency. The money was returned to the sender.</Trans>;
    default:
      return <Trans>The money was returned to the sender.</Trans>;
  }
}
