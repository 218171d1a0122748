import { languageInfo } from '@whitelabel/core';
import { useSiteSettings } from '@whitelabel/core/hooks';
import { languageAtom } from '@whitelabel/core/state';
import { LanguagePicker } from '@whitelabel/ui';
import { useAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { merchant } from '@whitelabel/app-shell/merchant';

/** The merchant's languages with flags; choosing one switches the whole site (and its direction). */
export function LanguageChooser({ showLabel = true }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const [language, setLanguage] = useAtom(languageAtom);
  // The build's language set (it carries those locale files); the server's list may only narrow it.
  const offered = merchant.languages.filter((code) => !settings.data || settings.data.languages.includes(code));
  return (
    <LanguagePicker
      label={t('settings.language')}
      showLabel={showLabel}
      value={language}
      onChange={(code) => setLanguage(code as typeof language)}
      languages={offered.map((code) => {
        const info = languageInfo(code);
        return { code, nativeName: info.nativeName, tag: info.tag };
      })}
    />
  );
}
