/**
 * Price alert notifications on this device (decision 142): says plainly whether this browser can
 * show them, whether they are blocked in its settings, or on or off, and turns them on or off.
 */
import { useEffect, useState } from 'react';
import { disablePush, enablePush, type PushState, pushState } from '../../state/push-device.js';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toast.js';

const PUSH_STATE_TEXT: Record<PushState, string> = {
  unsupported: 'This browser cannot show notifications. Price alerts still arrive by email.',
  denied: 'Notifications are blocked for this site in your browser settings. Price alerts still arrive by email.',
  off: 'Notifications are off on this device. Price alerts arrive by email.',
  on: 'Notifications are on for this device. Price alerts arrive here and by email.',
};

const FAILED = 'Notifications could not be changed. Please try again.';

export function PushSwitch() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState()
      .catch((): PushState => 'off')
      .then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);
  if (state === null) return null;
  const change = async (run: () => Promise<PushState>) => {
    setBusy(true);
    try {
      setState(await run());
    } catch {
      toast.error(FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="push-switch" data-testid="push-state" data-state={state}>
      <p role="status">{PUSH_STATE_TEXT[state]}</p>
      {state === 'off' ? (
        <Button variant="secondary" busy={busy} onClick={() => void change(() => enablePush())}>
          Turn on notifications
        </Button>
      ) : state === 'on' ? (
        <Button variant="ghost" busy={busy} onClick={() => void change(() => disablePush())}>
          Turn off on this device
        </Button>
      ) : null}
    </div>
  );
}
