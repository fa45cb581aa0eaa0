/** Signed-in sessions and "This wasn't me" (decisions 136 and 137), typed by the call table. */
import * as calls from '../../contract/calls/sessions.js';
import type { SecureAccountData, SessionView } from '../../contract/devices.js';
import { api } from './client.js';

export async function getSessions(): Promise<SessionView[]> {
  const r = await api.call(calls.getSessions, {});
  return r.data.sessions;
}

export function revokeSession(sessionId: string) {
  return api.call(calls.revokeSession, { sessionId });
}

/** Asks for the current password, or a passkey's assertion in its place. */
export function revokeOtherSessions(proof: { password: string; passkey?: unknown }) {
  return api.call(calls.revokeOtherSessions, proof);
}

export async function secureAccount(token: string): Promise<{ message?: string; data?: SecureAccountData }> {
  return api.call(calls.secureAccount, { token });
}
