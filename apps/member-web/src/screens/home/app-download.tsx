import { appDownloadEntries, detectDevice, needsOldIosTips, profileDownloadIssue, recommendedIosVersion, showsDownloadBlock, type AppDownloadKind } from '@whitelabel/core';
import { useSiteSettings } from '@whitelabel/core/hooks';
import type { AppDownloadEntry } from '@whitelabel/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast.js';

function currentDevice() {
  const standalone =
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return detectDevice(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints, standalone });
}

/**
 * The app download entries for this device (spec section 2 device rules, from core), with the
 * download links of the settings' resources and the add-to-home-screen guide.
 */
export function useAppDownload() {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = useSiteSettings();
  const [guideOpen, setGuideOpen] = useState(false);
  const device = useMemo(() => currentDevice(), []);
  const resources = settings.data?.resources ?? [];
  const link = (type: string) => resources.find((resource) => resource.resourceType === type)?.url ?? null;
  const links = { ios: link('IOS'), android: link('Android'), profile: link('MOBILECONFIG') };
  const kinds: AppDownloadKind[] = appDownloadEntries(device, links, { webClip: localStorage.getItem('WEBCLIP') });

  const entries: AppDownloadEntry[] = kinds.map((kind) => {
    switch (kind) {
      case 'homeScreen':
        return { kind, label: t('download.homeScreen'), description: t('download.homeScreenDescription'), onSelect: () => setGuideOpen(true) };
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

  const guide = guideOpen ? (
    <div>
      <p>{t('download.guideTitle')}</p>
      <ol>
        <li>{t('download.guideStep1')}</li>
        <li>{t('download.guideStep2')}</li>
        <li>{t('download.guideStep3')}</li>
      </ol>
      {needsOldIosTips(device) ? <p>{t('download.oldIosTip')}</p> : null}
    </div>
  ) : null;

  return {
    ready: settings.isSuccess,
    shown: showsDownloadBlock(device),
    entries,
    links,
    note: (
      <>
        {guide}
        <p>{t('download.recommended', { version: recommendedIosVersion })}</p>
      </>
    ),
  };
}
