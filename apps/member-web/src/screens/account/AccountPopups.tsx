import type { AccountPopup } from '@whitelabel/core/state';
import { Popup } from '@whitelabel/ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountPopup } from './account-common.js';
import { ChangePasswordPanel } from './ChangePasswordPanel.js';
import { ForgotPanel } from './ForgotPanel.js';
import { LoginPanel } from './LoginPanel.js';
import { RegisterPanel } from './RegisterPanel.js';

const panels = {
  login: { title: 'login.title', Panel: LoginPanel },
  register: { title: 'register.title', Panel: RegisterPanel },
  forget: { title: 'forget.title', Panel: ForgotPanel },
  changePsw: { title: 'changePsw.title', Panel: ChangePasswordPanel },
} as const satisfies Record<AccountPopup, { title: string; Panel: ComponentType }>;

/**
 * The account popups (spec section 2): login, register, forgot password and change password, one
 * at a time (one popup group), each locking the page scroll while open; closing returns to /m/home
 * when the page was opened on the popup's route.
 */
export default function AccountPopups() {
  const { t } = useTranslation();
  const { popup, close } = useAccountPopup();
  return (
    <>
      {(Object.keys(panels) as AccountPopup[]).map((id) => {
        const { title, Panel } = panels[id];
        return (
          <Popup
            key={id}
            open={popup === id}
            onClose={() => close(id)}
            label={t(title)}
            title={t(title)}
            closeLabel={t('common.close')}
            group="account"
            placement="bottom"
          >
            <Panel />
          </Popup>
        );
      })}
    </>
  );
}
