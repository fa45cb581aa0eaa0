/**
 * Whether the signed-in account is frozen, as the server last said (decision 292): the shell reads
 * it to load and show its banner, each money action to point at its notice (FrozenNotice.tsx).
 */
import { useSnapshot } from 'valtio';
import { auth } from '../state/auth.js';

export function useAccountFrozen(): boolean {
  const { user } = useSnapshot(auth);
  return user?.frozen === true;
}
