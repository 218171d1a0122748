import { useSession } from '@whitelabel/core/hooks';
import { accountPopupAtom, balanceMaskedAtom, downloadPopupOpenAtom } from '@whitelabel/core/state';
import { AgreementCheckbox, buttonClass, Icon } from '@whitelabel/ui';
import { useAtom, useSetAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppFooter } from '../../app/AppFooter.js';
import { Page } from '../../app/Page.js';
import { logoutConfirmOpenAtom } from '../../app/shell-state.js';
import { LanguageChooser } from '../home/LanguageChooser.js';
import * as styles from '../home/home.css.js';

/**
 * Settings /m/set: language, balance mask, change password (members; the popup of spec section 2),
 * app download, help and logout; guests get login and register instead.
 */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const { loggedIn, userName } = useSession();
  const [masked, setMasked] = useAtom(balanceMaskedAtom);
  const openPopup = useSetAtom(accountPopupAtom);
  const openDownload = useSetAtom(downloadPopupOpenAtom);
  const confirmLogout = useSetAtom(logoutConfirmOpenAtom);
  return (
    <Page title={t('settings.title')} footer={<AppFooter />}>
      <div className={styles.menuPage}>
        {loggedIn ? <p className={styles.popupText}>{t('settings.signedInAs', { name: userName ?? '' })}</p> : null}
        <section className={styles.section} aria-labelledby="settings-language">
          <h2 id="settings-language" className={styles.sectionTitle}>
            {t('settings.language')}
          </h2>
          <LanguageChooser showLabel={false} />
        </section>
        <section className={styles.section} aria-labelledby="settings-privacy">
          <h2 id="settings-privacy" className={styles.sectionTitle}>
            {t('settings.display')}
          </h2>
          <AgreementCheckbox checked={masked} onChange={setMasked}>
            {t('settings.maskBalance')}
          </AgreementCheckbox>
        </section>
        <section className={styles.section} aria-labelledby="settings-account">
          <h2 id="settings-account" className={styles.sectionTitle}>
            {t('settings.account')}
          </h2>
          <ul className={styles.list}>
            {loggedIn ? (
              <li>
                <button type="button" className={styles.listLink} onClick={() => openPopup('changePsw')}>
                  <Icon name="user" />
                  {t('settings.changePassword')}
                </button>
              </li>
            ) : (
              <>
                <li>
                  <button type="button" className={styles.listLink} onClick={() => openPopup('login')}>
                    <Icon name="user" />
                    {t('common.login')}
                  </button>
                </li>
                <li>
                  <button type="button" className={styles.listLink} onClick={() => openPopup('register')}>
                    <Icon name="gift" />
                    {t('common.register')}
                  </button>
                </li>
              </>
            )}
            <li>
              <button type="button" className={styles.listLink} onClick={() => openDownload(true)}>
                <Icon name="inbox" />
                {t('settings.download')}
              </button>
            </li>
            <li>
              <Link className={styles.listLink} to="/m/help">
                <Icon name="info" />
                {t('settings.help')}
              </Link>
            </li>
          </ul>
        </section>
        {loggedIn ? (
          <button type="button" className={buttonClass({ variant: 'outline', fill: true })} onClick={() => confirmLogout(true)}>
            {t('sideMenu.logout')}
          </button>
        ) : null}
      </div>
    </Page>
  );
}
