import { languageInfo } from '@whitelabel/core/i18n';
import { languageAtom } from '@whitelabel/core/state';
import { LanguagePicker, Popup, VisuallyHidden } from '@whitelabel/ui';
import type { LanguageCode } from '@whitelabel/api';
import { useAtom } from 'jotai/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchant } from '@whitelabel/app-shell/merchant';
import * as styles from './ui.css.js';

/** The header's language control: the merchant's languages in a popup; choosing one switches at once. */
export function LanguageButton() {
  const { t } = useTranslation();
  const [language, setLanguage] = useAtom(languageAtom);
  const [open, setOpen] = useState(false);
  if (merchant.languages.length < 2) return null;
  const options = merchant.languages.map((code) => {
    const info = languageInfo(code);
    return { code, nativeName: info.nativeName, tag: info.tag };
  });
  return (
    <>
      <button type="button" className={styles.headerButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <VisuallyHidden>{`${t('agent.language')}: ${languageInfo(language).nativeName}, `}</VisuallyHidden>
        {language}
      </button>
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        label={t('agent.language')}
        title={t('agent.language')}
        closeLabel={t('agent.close')}
        placement="bottom"
      >
        <LanguagePicker
          languages={options}
          value={language}
          label={t('agent.language')}
          showLabel={false}
          onChange={(code) => {
            setLanguage(code as LanguageCode);
            setOpen(false);
          }}
        />
      </Popup>
    </>
  );
}
