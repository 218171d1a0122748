import { useSiteStatus, usePopupNotices } from '@whitelabel/core/hooks';
import { infoPopupAtom } from '@whitelabel/core/state';
import { AgreementCheckbox, Popup } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { popupNoticesHiddenUntilKey, popupNoticesSeenKey, responsibleGamingAcceptedKey } from '../../app/shell-state.js';
import { homeAliases } from '../../routes/home-paths.js';
import { SafeHtml } from '../../app/SafeHtml.js';

function endOfToday(): number {
  const end = new Date();
  end.setHours(23, 59, 59, 999);
  return end.getTime();
}

function seenIds(): string[] {
  try {
    const seen: unknown = JSON.parse(sessionStorage.getItem(popupNoticesSeenKey) ?? '[]');
    return Array.isArray(seen) ? seen.map(String) : [];
  } catch {
    return [];
  }
}

/**
 * Popup notices on home (spec section 2): execution A for members, B for guests, one after the
 * other, each once a visit; "Don't show again today" hides them until midnight. Content is
 * sanitised and its pixel sizes become rem (divided by 100).
 */
function PopupNotices() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Deferred: the answer is a store update, which React would render at once and in one piece; as a transition the
  // popup and its sanitised content render in slices.
  const notices = useDeferredValue(usePopupNotices().notices);
  const [seen, setSeen] = useState(seenIds);
  const [hideToday, setHideToday] = useState(false);
  // Read once per mount: "Don't show again today" hides them until midnight.
  const [hiddenToday] = useState(() => Date.now() < Number(localStorage.getItem(popupNoticesHiddenUntilKey) ?? 0));
  const onHome = homeAliases.includes(pathname);
  const next = onHome && !hiddenToday ? notices.find((notice) => !seen.includes(notice.id)) : undefined;

  const close = () => {
    if (!next) return;
    const updated = [...seen, next.id];
    sessionStorage.setItem(popupNoticesSeenKey, JSON.stringify(updated));
    if (hideToday) localStorage.setItem(popupNoticesHiddenUntilKey, String(endOfToday()));
    setSeen(hideToday ? notices.map((notice) => notice.id) : updated);
  };

  return (
    <Popup
      open={next !== undefined}
      onClose={close}
      label={next?.title ?? t('popups.popupNotice.label')}
      title={next?.title}
      closeLabel={t('common.close')}
      footer={
        <AgreementCheckbox checked={hideToday} onChange={setHideToday}>
          {t('popups.popupNotice.hideToday')}
        </AgreementCheckbox>
      }
    >
      {next ? <SafeHtml html={next.content} pixelsToRem /> : null}
    </Popup>
  );
}

/**
 * The responsible-gaming notice (Philippines-oriented, spec section 2) opens by itself for visitors
 * located in the Philippines until they accept it; everyone can open it from the footer.
 */
function ResponsibleGamingStart() {
  const status = useSiteStatus();
  const openInfo = useSetAtom(infoPopupAtom);
  const country = status.data?.location.country;
  useEffect(() => {
    if (country === 'PH' && localStorage.getItem(responsibleGamingAcceptedKey) !== '1') openInfo('responsibleGaming');
  }, [country, openInfo]);
  return null;
}

export default function StartupNotices() {
  return (
    <>
      <PopupNotices />
      <ResponsibleGamingStart />
    </>
  );
}
