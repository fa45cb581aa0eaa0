/** The language picker of the public pages (and, signed in, of Profile → Account). */

import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../contract/languages.js';
import { toast } from '../ui/toast.js';
import { chooseLanguage } from './language.js';

export function LanguagePicker({ onChange }: { onChange?: (language: string) => void }) {
  const { i18n, t } = useLingui();
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(e) => {
          const language = e.target.value;
          if (!isLanguage(language)) return;
          chooseLanguage(language).then(
            () => onChange?.(language),
            // Offline, a language this device does not keep has no texts to show: the app stays
            // in its language and says why (decision 500).
            () =>
              toast.error(t`This language is not saved on this device yet. Connect to the internet to switch to it.`),
          );
        }}
      >
        {LANGUAGES.map((language) => (
          // Each language is named in itself, so a visitor finds theirs whatever the page shows.
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
