/** The account's language call (decision 230). */
import type { UserView } from '../../../../contract/accounts.js';
import { setLanguage as languageCall } from '../../../../contract/calls/profile.js';
import type { Language } from '../../../../contract/languages.js';
import { api } from '../../../api/client.js';

export async function saveLanguage(language: Language): Promise<UserView | undefined> {
  const r = await api.call(languageCall, { language });
  return r.data?.user;
}
