import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppFooter } from '../../app/AppFooter.js';
import { Page } from '../../app/Page.js';
import { ForgotPanel } from './ForgotPanel.js';
import * as styles from './account.css.js';

/**
 * FindPwdBySms (/m/findPwdBySms, spec 2.023 and 2.025): the password reset by SMS as a page of its own, for links
 * that lead straight to it: mobile number, code and new password; a reset logs in and goes home. A site without
 * the phone reset says so, as the forgot popup does.
 */
export default function FindPwdBySmsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('forget.title')} footer={<AppFooter />}>
      <div className={styles.panel}>
        <ForgotPanel phoneOnly onReset={() => navigate('/m/home', { replace: true })} />
      </div>
    </Page>
  );
}
