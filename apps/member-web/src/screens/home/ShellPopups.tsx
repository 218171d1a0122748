import { formatPopupDate, isNoticeShownRead, supportChannels, tracksReadState } from '@whitelabel/core';
import { useAnnouncements, useLogout, useMarkNoticeRead, useSession, useSiteSettings } from '@whitelabel/core/hooks';
import { downloadPopupOpenAtom, infoPopupAtom, memberTypeAtom } from '@whitelabel/core/state';
import { Accordion, AppDownloadPopup, buttonClass, EmptyState, LicencePopup, Popup, ResponsibleGamingNotice } from '@whitelabel/ui';
import { useAtom, useAtomValue } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { merchant } from '@whitelabel/app-shell/merchant';
import { logoutConfirmOpenAtom, noticesPopupOpenAtom, responsibleGamingAcceptedKey, supportPopupOpenAtom } from '../../app/shell-state.js';
import { errorKey } from '../account/account-common.js';
import { useAppDownload } from './app-download.js';
import { MorePopups } from './MorePopups.js';
import * as styles from './home.css.js';
import { SafeHtml } from '../../app/SafeHtml.js';

/** Support (footer bar): LINE, TELEGRAM, FACEBOOK and TWITTER links when configured, by their English label. */
function SupportPopup() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(supportPopupOpenAtom);
  const settings = useSiteSettings();
  const channels = supportChannels(settings.data?.resources ?? []);
  return (
    <Popup
      open={open}
      onClose={() => setOpen(false)}
      label={t('popups.support.title')}
      title={t('popups.support.title')}
      closeLabel={t('common.close')}
      placement="bottom"
    >
      {settings.isPending ? (
        <p>{t('common.loading')}</p>
      ) : channels.length === 0 ? (
        <EmptyState title={t('popups.support.empty')} />
      ) : (
        <ul className={styles.list}>
          {channels.map((channel) => (
            <li key={channel.resourceType}>
              <a className={styles.listLink} href={channel.url} target="_blank" rel="noopener noreferrer" lang="en">
                {channel.labelNameEn}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Popup>
  );
}

function DownloadPopup() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(downloadPopupOpenAtom);
  const download = useAppDownload();
  return (
    <AppDownloadPopup
      open={open}
      onClose={() => setOpen(false)}
      labels={{ title: t('download.title'), close: t('common.close') }}
      entries={download.shown ? download.entries : []}
      note={download.shown ? download.note : <p>{t('download.installed')}</p>}
    />
  );
}

function InfoPopups() {
  const { t } = useTranslation();
  const [info, setInfo] = useAtom(infoPopupAtom);
  const settings = useSiteSettings();
  const age = settings.data?.ageLimit ?? merchant.ageLimit;
  return (
    <>
      <LicencePopup
        open={info === 'licence'}
        onClose={() => setInfo(null)}
        labels={{ title: t('popups.licence.title'), close: t('common.close') }}
        image={{ src: '/licence.svg', alt: t('popups.licence.alt'), width: 600, height: 420 }}
      >
        <p className={styles.popupText}>{t('popups.licence.text', { merchant: settings.data?.merchantName ?? merchant.name })}</p>
      </LicencePopup>
      <ResponsibleGamingNotice
        open={info === 'responsibleGaming'}
        labels={{
          title: t('popups.responsible.title'),
          conditionsLegend: t('popups.responsible.legend'),
          conditions: [
            t('popups.responsible.age', { age }),
            t('popups.responsible.official'),
            t('popups.responsible.licensee'),
            t('popups.responsible.forfeit'),
          ],
          exit: t('popups.responsible.exit'),
          proceed: t('popups.responsible.proceed'),
        }}
        intro={<p className={styles.popupText}>{t('popups.responsible.intro', { age })}</p>}
        onExit={() => window.location.replace('about:blank')}
        onProceed={() => {
          localStorage.setItem(responsibleGamingAcceptedKey, '1');
          setInfo(null);
        }}
      />
    </>
  );
}

/** Logout (spec section 2): asks first; confirm calls logout, clears the session and goes to /m/home. */
function LogoutConfirm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useAtom(logoutConfirmOpenAtom);
  const logout = useLogout();
  // The session ends at once (the server is told on the way out): home first, so a member-only screen does
  // not send the player to the login.
  const confirm = () => {
    setOpen(false);
    navigate('/m/home');
    logout.mutate();
  };
  return (
    <Popup
      open={open}
      onClose={() => setOpen(false)}
      label={t('session.logoutConfirm')}
      title={t('sideMenu.logout')}
      footer={
        <div className={styles.actions}>
          <button type="button" className={buttonClass({ variant: 'outline', fill: true })} onClick={() => setOpen(false)}>
            {t('session.cancel')}
          </button>
          <button type="button" className={buttonClass({ fill: true })} onClick={confirm} disabled={logout.isPending}>
            {t('session.confirm')}
          </button>
        </div>
      }
    >
      <p className={styles.popupText}>{t('session.logoutConfirm')}</p>
    </Popup>
  );
}

/** The notices accordion opened from the marquee (spec section 2), the tapped one expanded. */
function NoticesPopup() {
  const { t } = useTranslation();
  const [state, setState] = useAtom(noticesPopupOpenAtom);
  const { loggedIn } = useSession();
  const memberType = useAtomValue(memberTypeAtom);
  const news = useAnnouncements(['PL', 'A']);
  const mark = useMarkNoticeRead(['PL', 'A']);
  const notices = news.data?.player ?? [];
  const expandedId = state ? state.expandedId : undefined;
  return (
    <Popup
      open={state !== false}
      onClose={() => setState(false)}
      label={t('popups.notices.title')}
      title={t('popups.notices.title')}
      closeLabel={t('common.close')}
    >
      {news.isError ? (
        <p className={styles.error} role="alert">
          {t(errorKey(news.error))}
        </p>
      ) : news.isPending ? (
        <p>{t('common.loading')}</p>
      ) : notices.length === 0 ? (
        <EmptyState title={t('notice.empty')} />
      ) : (
        <Accordion
          key={expandedId ?? 'none'}
          items={notices.map((notice) => ({
            id: notice.id,
            title: notice.title,
            meta: formatPopupDate(notice.startDate),
            content: <SafeHtml html={notice.content} />,
            unread: loggedIn && !isNoticeShownRead(notice, memberType),
          }))}
          defaultExpandedIds={expandedId ? [expandedId] : []}
          onOpen={(id) => {
            const notice = notices.find((item) => item.id === id);
            if (loggedIn && tracksReadState(memberType) && notice && !notice.read) mark.markRead(id);
          }}
          unreadLabel={t('popups.notices.unread')}
        />
      )}
    </Popup>
  );
}

/** App-wide popups other than the account popups and the side menu; one lazy chunk. */
export default function ShellPopups() {
  return (
    <>
      <SupportPopup />
      <DownloadPopup />
      <InfoPopups />
      <LogoutConfirm />
      <NoticesPopup />
      <MorePopups />
    </>
  );
}
