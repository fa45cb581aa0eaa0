/**
 * Price alert notifications on this device (decision 142): says plainly whether this browser can
 * show them, whether they are blocked in its settings, or on or off, and turns them on or off.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { disablePush, enablePush, type PushState, pushState } from '../../state/push-device.js';
import { loadedData, useLoad } from '../../state/use-load.js';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toast.js';

function PushStateText({ state }: { state: PushState }) {
  switch (state) {
    case 'unsupported':
      return <Trans>This browser cannot show notifications. Price alerts still arrive by email.</Trans>;
    case 'denied':
      return (
        <Trans>
          Notifications are blocked for this site in your browser settings. Price alerts still arrive by email.
        </Trans>
      );
    case 'off':
      return <Trans>Notifications are off on this device. Price alerts arrive by email.</Trans>;
    case 'on':
      return <Trans>Notifications are on for this device. Price alerts arrive here and by email.</Trans>;
  }
}

export function PushSwitch() {
  const { t } = useLingui();
  // A state that cannot be read shows as off.
  const [loaded] = useLoad(() => pushState().catch((): PushState => 'off'), []);
  const [changed, setChanged] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const state = changed ?? loadedData(loaded);
  if (state === null) return null;
  const change = async (run: () => Promise<PushState>) => {
    setBusy(true);
    try {
      setChanged(await run());
    } catch {
      toast.error(t`Notifications could not be changed. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="push-switch" data-testid="push-state" data-state={state}>
      <p role="status">
        <PushStateText state={state} />
      </p>
      {state === 'off' ? (
        <Button variant="secondary" busy={busy} onClick={() => void change(() => enablePush())}>
          <Trans>Turn on notifications</Trans>
        </Button>
      ) : state === 'on' ? (
        <Button variant="ghost" busy={busy} onClick={() => void change(() => disablePush())}>
          <Trans>Turn off on this device</Trans>
        </Button>
      ) : null}
    </div>
  );
}
