import {
  appDownloadEntries,
  detectDevice,
  formatWinAmount,
  isStandaloneDisplay,
  profileDownloadIssue,
  recommendedIosVersion,
  showsDownloadBlock,
  signUpBonusAmount,
  type AppDownloadKind,
} from '@whitelabel/core';
import { useSiteSettings } from '@whitelabel/core/hooks';
import { infoPopupAtom } from '@whitelabel/core/state';
import type { AppDownloadEntry } from '@whitelabel/ui';
import { useSetAtom } from 'jotai/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@whitelabel/app-shell';

/** This browser's device facts (spec section 2 device rules). */
export function currentDevice() {
  return detectDevice(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints, standalone: isStandaloneDisplay() });
}

/**
 * The app download entries for this device (spec section 2 device rules, from core), with the
 * download links of the settings' resources; the home-screen entry opens the iOS tutorial popup.
 */
export function useAppDownload() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const settings = useSiteSettings();
  const openInfo = useSetAtom(infoPopupAtom);
  const device = useMemo(() => currentDevice(), []);
  const resources = settings.data?.resources ?? [];
  const link = (type: string) => resources.find((resource) => resource.resourceType === type)?.url ?? null;
  const links = { ios: link('IOS'), android: link('Android'), profile: link('MOBILECONFIG') };
  const kinds: AppDownloadKind[] = appDownloadEntries(device, links, { webClip: localStorage.getItem('WEBCLIP') });

  const entries: AppDownloadEntry[] = kinds.map((kind) => {
    switch (kind) {
      case 'homeScreen':
        return { kind, label: t('download.homeScreen'), description: t('download.homeScreenDescription'), onSelect: () => openInfo('iosTutorial') };
      case 'android':
        return { kind, label: t('download.android'), description: t('download.androidDescription'), href: links.android ?? undefined };
      case 'iosProfile': {
        const issue = profileDownloadIssue(device);
        return issue
          ? { kind, label: t('download.iosProfile'), description: t('download.iosProfileDescription'), onSelect: () => toast.error(issue) }
          : { kind, label: t('download.iosProfile'), description: t('download.iosProfileDescription'), href: links.profile ?? undefined };
      }
      case 'iosApp':
        return { kind, label: t('download.iosApp'), description: t('download.iosAppDescription'), href: links.ios ?? undefined };
    }
  });

  return {
    ready: settings.isSuccess,
    shown: showsDownloadBlock(device),
    entries,
    links,
    // The sign-up offer of the download text (spec section 9), then the iOS advice.
    note: (
      <>
        <p>{t('download.signUpBonus', { amount: formatWinAmount(signUpBonusAmount, i18n.language) })}</p>
        <p>{t('download.recommended', { version: recommendedIosVersion })}</p>
      </>
    ),
  };
}
