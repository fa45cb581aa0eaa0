/**
 * What the trade's success page lists, in the active language: the kind of trade as a noun ("Kauf",
 * never the button's verb "Kaufen"), and every amount as the screens write it, a coin with its code
 * and cash with its currency's symbol ('1.000,50 €', never '1.000,50 EUR' beside a '€').
 */
import { t } from '@lingui/core/macro';
import { COINS } from '../../../contract/assets.js';
import type { InitTransactionAnswer } from '../../../contract/payments.js';
import { formatAmount, formatCryptoWithSymbol, formatFiat } from '../../lib/money-format.js';
import type { SellDone } from './use-sell.js';

/** A card purchase as the server confirmed it. */
type Purchase = InitTransactionAnswer['purchase'];

export function purchaseRows(p: Purchase): Array<[string, string]> {
  return [
    [t`Transaction type`, t({ message: 'Buy', context: 'transaction type' })],
    [t`Crypto`, COINS[p.crypto_currency].name],
    [t`Amount`, formatCryptoWithSymbol(p.crypto_value, p.crypto_currency)],
    [t`Currency`, p.currency],
    [t`Total`, formatFiat(p.total, p.currency)],
  ];
}

export function saleRows(d: SellDone): Array<[string, string]> {
  return [
    [t`Transaction type`, t({ message: 'Sell', context: 'transaction type' })],
    [t`Crypto`, COINS[d.from].name],
    [t`Amount`, formatCryptoWithSymbol(d.amount, d.from)],
    [t`Receive currency`, d.to],
    [t`Total`, formatAmount(d.total, d.to)],
  ];
}
