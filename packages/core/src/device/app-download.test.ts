import { describe, expect, it } from 'vitest';
import { appDownloadEntries, detectDevice, needsOldIosTips, profileDownloadIssue, showsDownloadBlock } from './app-download.js';

const iphoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1';
const iphoneChrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const oldIphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const links = { ios: 'https://x/app.ipa', android: 'https://x/app.apk', profile: 'https://x/p.mobileconfig' };

describe('app download popup (spec section 2: device rules)', () => {
  it('reads iOS, Safari, Android, desktop and the iOS version from the user agent', () => {
    expect(detectDevice(iphoneSafari)).toMatchObject({ ios: true, safari: true, desktop: false, iosVersion: 16.4 });
    expect(detectDevice(iphoneChrome)).toMatchObject({ ios: true, safari: false });
    expect(detectDevice(android)).toMatchObject({ ios: false, android: true, desktop: false, iosVersion: null });
    expect(detectDevice(desktop)).toMatchObject({ desktop: true, ios: false });
    expect(detectDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.0 Safari/605.1.15', { maxTouchPoints: 5 }).ios).toBe(true);
    expect(detectDevice(`${android} WLApp/2.1`).app).toBe(true);
  });

  it('offers home screen, profile and iOS app on iOS Safari; no Android entry', () => {
    expect(appDownloadEntries(detectDevice(iphoneSafari), links)).toEqual(['homeScreen', 'iosProfile', 'iosApp']);
  });

  it('has no home-screen entry outside Safari, in the PWA or when hidden', () => {
    expect(appDownloadEntries(detectDevice(iphoneChrome), links)).toEqual(['iosProfile', 'iosApp']);
    expect(appDownloadEntries(detectDevice(iphoneSafari), links, { hideHomeScreen: true })).toEqual(['iosProfile', 'iosApp']);
  });

  it('drops the profile once WEBCLIP is 1 or without a profile link, and the iOS app when hidden on iOS', () => {
    expect(appDownloadEntries(detectDevice(iphoneSafari), links, { webClip: '1', hideIosApp: true })).toEqual(['homeScreen']);
    expect(appDownloadEntries(detectDevice(iphoneSafari), { ios: links.ios })).toEqual(['homeScreen', 'iosApp']);
  });

  it('offers Android on Android and both apps on desktop', () => {
    expect(appDownloadEntries(detectDevice(android), links)).toEqual(['android']);
    expect(appDownloadEntries(detectDevice(desktop), links, { hideIosApp: true })).toEqual(['android', 'iosApp']);
  });

  it('hides the whole block inside the app or the installed web app', () => {
    expect(showsDownloadBlock(detectDevice(`${android} WLApp/2.1`))).toBe(false);
    expect(appDownloadEntries(detectDevice(iphoneSafari, { standalone: true }), links)).toEqual([]);
  });

  it('gives old-iOS tips at 12.1 or below and asks for Safari for the profile', () => {
    expect(needsOldIosTips(detectDevice(oldIphone))).toBe(true);
    expect(needsOldIosTips(detectDevice(iphoneSafari))).toBe(false);
    expect(profileDownloadIssue(detectDevice(iphoneChrome))).toBe('download.useSafari');
    expect(profileDownloadIssue(detectDevice(iphoneSafari))).toBeNull();
  });
});
