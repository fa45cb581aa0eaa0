/**
 * The auth store, persisted in localStorage under 'auth-storage' ({state, version}). Other tabs'
 * changes (a token refresh, a logout) arrive through the storage event, so two open tabs stay
 * signed in through each other's refreshes.
 */
import { proxy, subscribe } from 'valtio';
import type { SessionUser } from '../../contract/session.js';
import { local, readJson, removeKey, writeJson } from './storage.js';

const AUTH_STORAGE_KEY = 'auth-storage';
const USER_ID_KEY = 'userId';

interface AuthState {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  country: string | null;
  countryName: string | null;
  continentCode: string | null;
  currencyName: string | null;
  timeZone: string | null;
  isAuthenticated: boolean;
}

const empty: AuthState = {
  token: null,
  refreshToken: null,
  user: null,
  country: null,
  countryName: null,
  continentCode: null,
  currencyName: null,
  timeZone: null,
  isAuthenticated: false,
};

function load(): AuthState {
  const stored = readJson<{ state?: Partial<AuthState> }>(local, AUTH_STORAGE_KEY)?.state;
  const state = { ...empty, ...stored };
  // A session counts as authenticated only if both tokens are present.
  state.isAuthenticated = Boolean(state.token && state.refreshToken);
  return state;
}

export const auth = proxy<AuthState>(load());

let applyingExternal = false;
subscribe(auth, () => {
  if (applyingExternal) return;
  writeJson(local, AUTH_STORAGE_KEY, { state: { ...auth }, version: 0 });
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== AUTH_STORAGE_KEY) return;
    applyingExternal = true;
    Object.assign(auth, load());
    queueMicrotask(() => {
      applyingExternal = false;
    });
  });
}

interface Geo {
  country: string | null;
  countryName: string | null;
  continentCode: string | null;
  currencyName: string | null;
  timeZone: string | null;
}

export function signIn(session: { token: string; refreshToken: string; user: SessionUser }, geo: Partial<Geo>): void {
  Object.assign(auth, {
    token: session.token,
    refreshToken: session.refreshToken,
    user: session.user,
    country: geo.country ?? null,
    countryName: geo.countryName ?? null,
    continentCode: geo.continentCode ?? null,
    currencyName: geo.currencyName ?? null,
    timeZone: geo.timeZone ?? null,
    isAuthenticated: true,
  });
  writeJson(local, USER_ID_KEY, session.user.id);
}

/** Token refresh replaces the access token (and the rotated refresh token), and says whether the account is frozen. */
export function setTokens(token: string, refreshToken: string, frozen?: boolean): void {
  auth.token = token;
  auth.refreshToken = refreshToken;
  auth.isAuthenticated = true;
  if (frozen !== undefined) setFrozen(frozen);
}

/**
 * Whether the account is frozen, as the server last said (decisions 292, 390): the shell's banner
 * and the disabled money actions follow it. Written only when it changes, so the answers that
 * repeat it do not re-render every screen.
 */
export function setFrozen(frozen: boolean): void {
  if (auth.user && auth.user.frozen !== frozen) auth.user = { ...auth.user, frozen };
}

export function updateUser(patch: Partial<SessionUser>): void {
  if (auth.user) auth.user = { ...auth.user, ...patch };
}

/** Resets every field; the callers also clear session keys and offline snapshots. */
export function clearAuth(): void {
  Object.assign(auth, empty);
  removeKey(local, USER_ID_KEY);
}
