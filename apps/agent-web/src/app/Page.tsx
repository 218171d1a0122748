import { Header } from '@whitelabel/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LanguageButton } from './LanguageButton.js';
import * as styles from './ui.css.js';

export interface PageProps {
  /** Header title, translated by the caller. */
  title: ReactNode;
  /** Where the back control leads; without it no back control is shown. */
  backTo?: string;
  children: ReactNode;
}

/** One agent screen: header (title, back, language), the content in <main>. */
export function Page({ title, backTo, children }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();
  // Back goes to the previous page of ours, or to `backTo` when the page was opened directly.
  const back = backTo ? () => (key === 'default' ? navigate(backTo) : navigate(-1)) : undefined;
  return (
    <div className={styles.page}>
      <Header title={title} backLabel={t('common.back')} onBack={back} end={<LanguageButton />} />
      <main className={styles.content} id="main">
        {children}
      </main>
    </div>
  );
}
