/**
 * The router and Lingui's React binding ask for the `use-sync-external-store` shim, written for React versions before 18;
 * React 18 and later have the hook itself, so the build points the shim here (vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
