import { FooterBar, Icon } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { merchant } from '@whitelabel/app-shell/merchant';
import { useBackToHot } from './back-to-hot.js';
import { shareInvite, supportPopupOpenAtom } from './shell-state.js';
import { useToast } from '@whitelabel/app-shell';

/**
 * The footer bar of spec section 2: Home (resets the lobby to HOT, no vendor, data type ALL and
 * scrolls to the top), Promotion (/m/activity), the centre invite-friends button, Support (the
 * contact channels popup) and Profile (/m/member/home). Screens put it in `<Page footer={<AppFooter />}>`.
 */
export function AppFooter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const backToHot = useBackToHot();
  const openSupport = useSetAtom(supportPopupOpenAtom);
  const toast = useToast();
  const onHome = pathname === '/m/home' || pathname === '/' || pathname === '/m' || pathname === '/m/';

  const goHome = () => {
    backToHot();
    if (!onHome) navigate('/m/home');
  };

  // Invite friends: the registration page through the system share sheet, else copied.
  const invite = () =>
    void shareInvite(t('footer.inviteTitle', { merchant: merchant.name })).then((result) => {
      if (result === 'copied') toast.success('footer.linkCopied', { duration: toast.durations.copied });
      if (result === 'failed') toast.error('footer.shareFailed');
    });

  return (
    <FooterBar
      label={t('footer.label')}
      items={[
        { id: 'home', label: t('footer.home'), icon: <Icon name="home" />, onSelect: goHome, current: onHome },
        {
          id: 'promotion',
          label: t('footer.promotion'),
          icon: <Icon name="tag" />,
          onSelect: () => navigate('/m/activity'),
          current: pathname.startsWith('/m/activity'),
        },
        { id: 'support', label: t('footer.support'), icon: <Icon name="headset" />, onSelect: () => openSupport(true) },
        {
          id: 'profile',
          label: t('footer.profile'),
          icon: <Icon name="user" />,
          onSelect: () => navigate('/m/member/home'),
          current: pathname.startsWith('/m/member/home'),
        },
      ]}
      invite={{ label: t('footer.invite'), icon: <Icon name="gift" size={28} />, onSelect: invite }}
    />
  );
}
