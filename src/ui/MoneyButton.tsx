/**
 * The button of an action that moves money (buy, sell, swap, send, withdraw): an OnlineButton that
 * is also disabled while the account is frozen, then pointed at the frozen notice so screen
 * readers hear why (decision 292). The server refuses the call either way.
 */
import type { ComponentProps } from 'react';
import { useAccountFrozen } from './account-frozen.js';
import { FROZEN_NOTICE_ID } from './FrozenNotice.js';
import { OnlineButton } from './OnlineButton.js';

export function MoneyButton({ disabled, ...rest }: ComponentProps<typeof OnlineButton>) {
  const frozen = useAccountFrozen();
  if (!frozen) return <OnlineButton disabled={disabled} {...rest} />;
  return <OnlineButton {...rest} disabled aria-describedby={FROZEN_NOTICE_ID} notice={FROZEN_NOTICE_ID} />;
}
