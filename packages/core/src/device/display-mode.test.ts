import { describe, expect, it } from 'vitest';
import { isStandaloneDisplay, webDeviceHeader } from './display-mode.js';

const window = (standalone: boolean) => ({ matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }) });

describe('display mode and the Device header (spec 7.004)', () => {
  it('sends OTHERS from the installed web app and no Device header from a browser tab', () => {
    expect(webDeviceHeader(window(true))).toBe('OTHERS');
    expect(webDeviceHeader(window(false))).toBeUndefined();
    expect(isStandaloneDisplay(window(true))).toBe(true);
    expect(isStandaloneDisplay({ ...window(false), navigator: { standalone: true } })).toBe(true);
  });

  it('reads a browser tab where display modes cannot be asked', () => {
    expect(isStandaloneDisplay({})).toBe(false);
    expect(webDeviceHeader({})).toBeUndefined();
  });
});
