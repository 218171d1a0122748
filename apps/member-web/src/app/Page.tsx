import { Header } from '@whitelabel/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import * as styles from './Page.css.js';

/** Routes whose back control goes to /m/home rather than to the previous page (spec section 2). */
export const backToHomeRoutes = ['/m/login', '/m/register', '/m/activity', '/m/forget', '/m/download'];

/** Back rule of spec section 2: a caller's handler first; some routes go home; else the previous page. */
export function useBack(onBack?: () => void) {
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  return () => {
    if (onBack) return onBack();
    // A page opened directly (no history entry of ours) also goes home rather than leaving the site.
    if (backToHomeRoutes.includes(pathname) || key === 'default') return navigate('/m/home');
    return navigate(-1);
  };
}

export interface PageProps {
  /** Header title, translated by the caller. */
  title: ReactNode;
  /** Overrides the back rule. */
  onBack?: () => void;
  /** Hides the back control (e.g. a top-level screen reached from the footer bar). */
  noBack?: boolean;
  /** Content at the end of the header. */
  headerEnd?: ReactNode;
  /** Hides the header (e.g. /m/notice, spec section 2). */
  hideHeader?: boolean;
  /** Rendered under the content, outside <main> (e.g. the footer bar). */
  footer?: ReactNode;
  children: ReactNode;
}

/** One screen: header with title and back control, the content in <main>, optional footer. */
export function Page({ title, onBack, noBack, headerEnd, hideHeader, footer, children }: PageProps) {
  const { t } = useTranslation();
  const back = useBack(onBack);
  return (
    <div className={styles.page}>
      {hideHeader ? null : <Header title={title} backLabel={t('common.back')} onBack={noBack ? undefined : back} end={headerEnd} />}
      <main className={footer ? `${styles.content} ${styles.contentAboveFooter}` : styles.content} id="main">
        {children}
      </main>
      {footer}
    </div>
  );
}
