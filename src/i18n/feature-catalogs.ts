/**
 * Where every feature's catalog but the public pages' is found, per language (decision 467), and
 * the shared catalogs the public first screens do not read: the signed-in frame's (`later`) and
 * the account forms' beyond signing in (`auth-later`). The list itself is a chunk of its own:
 * about 3 KB the sign-in page does not need. It comes with the signed-in screens' list
 * (app/app-screens.ts), or when a catalog not yet known is asked for.
 */
import type { Messages } from '@lingui/core';

export const FEATURE_CATALOG_FILES = import.meta.glob<{ messages: Messages }>([
  '../features/*/locales/*.po',
  '!../features/{auth,legal}/locales/*.po',
  '../locales/later/*.po',
  '../features/auth/locales/later/*.po',
]);
