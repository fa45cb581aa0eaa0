/**
 * Whether the signed-in customer has a passkey, so a code prompt can offer "Use a passkey
 * instead". Read once per prompt; when it cannot be read the prompt simply offers the code.
 */
import { listPasskeys } from '../api/passkeys.js';
import { loadedData, useLoad } from '../state/use-load.js';

export function useHasPasskey(): boolean {
  // Unknown reads as no passkey: the passkey offers stay hidden, nothing else depends on it.
  const [loaded] = useLoad(listPasskeys, []);
  return (loadedData(loaded)?.length ?? 0) > 0;
}
