/**
 * Profile → Account: the language of the app and of the account's emails. The screen changes at
 * once; the choice is kept on the account, so every device and every email follows it.
 */
import { useLingui } from '@lingui/react/macro';
import { isLanguage } from '../../../contract/languages.js';
import { LanguagePicker } from '../../i18n/LanguagePicker.js';
import { updateUser } from '../../state/auth.js';
import { toast } from '../../ui/toast.js';
import { saveLanguage } from './api/language.js';

export function AccountLanguageField() {
  const { t } = useLingui();
  const save = async (language: string) => {
    if (!isLanguage(language)) return;
    try {
      const saved = await saveLanguage(language);
      updateUser({ language: saved?.language ?? language });
    } catch {
      toast.error(t`The language could not be saved to your account. Please try again.`);
    }
  };
  return <LanguagePicker onChange={(language) => void save(language)} />;
}
