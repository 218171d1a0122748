import type { LanguageCode } from '@whitelabel/core/i18n';
import { Header } from '@whitelabel/ui';
import { classicTheme } from '@whitelabel/ui/themes/classic';
import { useTranslation } from 'react-i18next';
import * as styles from './ThemeDemo.css.js';

/** Every merchant theme, each in its own 360 px frame. */
export const demoThemes = [classicTheme];

export function ThemeDemo({ languages, current }: { languages: { code: LanguageCode; label: string }[]; current: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.toolbar}>
        <h1 className={styles.title}>{t('demo.title')}</h1>
        <nav aria-label={t('demo.language')} className={styles.languages}>
          {languages.map((language) => (
            <a key={language.code} href={`?lang=${language.code}`} aria-current={language.code === current ? 'page' : undefined} className={styles.languageLink}>
              {language.label}
            </a>
          ))}
        </nav>
      </header>
      <div className={styles.frames}>
        {demoThemes.map((theme) => (
          <section key={theme.id} className={styles.frameColumn} aria-label={t('demo.frame', { theme: theme.name })}>
            <h2 className={styles.frameTitle}>{t('demo.frame', { theme: theme.name })}</h2>
            <div className={`${theme.className} ${styles.frame}`} data-theme={theme.id}>
              <Header title={t('home.title')} backLabel={t('common.back')} onBack={() => undefined} />
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
