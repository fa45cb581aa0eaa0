/** The language picker of the public pages (and, signed in, of Profile → Account). */

import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../contract/languages.js';
import { chooseLanguage } from './language.js';

export function LanguagePicker({ onChange }: { onChange?: (language: string) => void }) {
  const { i18n } = useLingui();
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
          void chooseLanguage(language);
          onChange?.(language);
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
