/**
 * A button that writes: disabled while offline (writes are never queued for later), and then
 * pointed at the notice that says why, so screen readers hear the reason. `notice` is that
 * notice's id (the screen's by default, the dialog's inside one); null where the screen shows none.
 */
import type { ComponentProps } from 'react';
import { useOnline } from '../offline/hooks.js';
import { OFFLINE_NOTICE_ID } from '../offline/OfflineNotice.js';
import { Button } from './Button.js';

type OnlineButtonProps = ComponentProps<typeof Button> & { notice?: string | null };

export function OnlineButton({ notice = OFFLINE_NOTICE_ID, disabled, ...rest }: OnlineButtonProps) {
  const online = useOnline();
  return (
    <Button
      {...rest}
      disabled={disabled || !online}
      aria-describedby={online ? rest['aria-describedby'] : (notice ?? rest['aria-describedby'])}
    />
  );
}
