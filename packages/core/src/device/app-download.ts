import { storageKeys } from '../constants/business.js';
import { isAppUserAgent } from '../merchant/merchants.js';

/** What the app download rules need to know about the device (spec section 2). */
export interface DeviceInfo {
  ios: boolean;
  android: boolean;
  /** Not a phone or tablet. */
  desktop: boolean;
  /** Safari itself (not Chrome, Firefox, Edge or an in-app browser on iOS). */
  safari: boolean;
  /** Running as the installed web app (PWA / home-screen web clip). */
  standalone: boolean;
  /** Inside the native app wrapper (user agent marker). */
  app: boolean;
  /** iOS major.minor as a number (12.1, 16.4), when iOS. */
  iosVersion: number | null;
}

/** Reads the device from the user agent, the touch points and the display mode. */
export function detectDevice(userAgent: string, options: { maxTouchPoints?: number; standalone?: boolean } = {}): DeviceInfo {
  // iPadOS 13+ says "Macintosh" but has touch points.
  const ipadAsMac = /Macintosh/.test(userAgent) && (options.maxTouchPoints ?? 0) > 1;
  const ios = /iPhone|iPad|iPod/.test(userAgent) || ipadAsMac;
  const android = /Android/i.test(userAgent);
  const mobile = ios || android || /Mobi/i.test(userAgent);
  const version = /OS (\d+)[._](\d+)/.exec(userAgent);
  return {
    ios,
    android,
    desktop: !mobile,
    safari: ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|FBAN|FBAV|Line\/|Instagram|MicroMessenger/.test(userAgent),
    standalone: options.standalone ?? false,
    app: isAppUserAgent(userAgent),
    iosVersion: ios && version ? Number(`${version[1]}.${version[2]}`) : null,
  };
}

export type AppDownloadKind = 'homeScreen' | 'android' | 'iosProfile' | 'iosApp';

export interface AppDownloadLinks {
  ios?: string | null;
  android?: string | null;
  /** The iOS configuration profile (MOBILECONFIG resource). */
  profile?: string | null;
}

export interface AppDownloadOptions {
  /** The operator hides the add-to-home-screen entry. */
  hideHomeScreen?: boolean;
  /** The operator hides the iOS app entry. */
  hideIosApp?: boolean;
  /** Local storage WEBCLIP: '1' once the profile (web clip) was installed. */
  webClip?: string | null;
}

/**
 * App download entries for this device (spec section 2): add-to-home-screen only when not a PWA, on
 * iOS, in Safari and not hidden; Android on desktop or non-iOS mobile; the iOS profile when a profile
 * link exists, WEBCLIP is not 1 and the device is iOS; the iOS app on desktop, or on iOS mobile when
 * an iOS link exists and it is not hidden. Nothing inside the app or the installed web app.
 */
export function appDownloadEntries(device: DeviceInfo, links: AppDownloadLinks, options: AppDownloadOptions = {}): AppDownloadKind[] {
  if (!showsDownloadBlock(device)) return [];
  const entries: AppDownloadKind[] = [];
  if (!device.standalone && device.ios && device.safari && !options.hideHomeScreen) entries.push('homeScreen');
  if ((device.desktop || !device.ios) && links.android) entries.push('android');
  if (links.profile && options.webClip !== '1' && device.ios) entries.push('iosProfile');
  if ((device.desktop || (device.ios && !options.hideIosApp)) && links.ios) entries.push('iosApp');
  return entries;
}

/** The download block is hidden inside the app or the installed web app. */
export function showsDownloadBlock(device: Pick<DeviceInfo, 'app' | 'standalone'>): boolean {
  return !device.app && !device.standalone;
}

/** The add-to-home-screen guide shows the old-iOS tips (and the profile download) at iOS 12.1 or below. */
export function needsOldIosTips(device: Pick<DeviceInfo, 'iosVersion'>): boolean {
  return device.iosVersion !== null && device.iosVersion <= 12.1;
}

/** iOS 12.4 or later is recommended. */
export const recommendedIosVersion = 12.4;

/** A profile download on iOS outside Safari shows 'Please use Safari for download App.' (spec section 8). */
export function profileDownloadIssue(device: Pick<DeviceInfo, 'ios' | 'safari'>): 'download.useSafari' | null {
  return device.ios && !device.safari ? 'download.useSafari' : null;
}

/** The WEBCLIP flag key in local storage (spec section 3). */
export const webClipStorageKey = storageKeys.webClip;
