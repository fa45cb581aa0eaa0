/**
 * Whether the signed-in customer has a passkey, so a code prompt can offer "Use a passkey
 * instead". Read once per prompt; when it cannot be read the prompt simply offers the code.
 */
import { useEffect, useState } from 'react';
import { listPasskeys } from '../api/passkeys.js';

export function useHasPasskey(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    let live = true;
    listPasskeys()
      .then((list) => {
        if (live) setHas(list.length > 0);
      })
      // Unknown reads as no passkey: the passkey offers stay hidden, nothing else depends on it.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return has;
}
