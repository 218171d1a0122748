import { sharedTokens } from '../../theme/shared-tokens.js';
import type { ThemeTokens } from '../../theme/contract.css.js';

/** High contrast: black surfaces, white text, yellow brand; every text/surface pair passes WCAG AA, most AAA. */
export const contrastTokens: ThemeTokens = {
  ...sharedTokens,
  font: { ...sharedTokens.font, weightRegular: '500' },
  color: {
    brand: '#ffe600',
    brandContrast: '#000000',
    brandSoft: '#3d3a00',
    accent: '#7fd4ff',
    surface: '#000000',
    surfaceRaised: '#1a1a1a',
    surfaceSunken: '#000000',
    border: '#ffffff',
    text: '#ffffff',
    textMuted: '#e0e0e0',
    textInverse: '#000000',
    success: '#5dff8f',
    warning: '#ffcc00',
    danger: '#ff8080',
    info: '#7fd4ff',
    focusRing: '#00e5ff',
    overlay: 'rgba(0, 0, 0, 0.85)',
    gold: '#ffd700',
    silver: '#e6e6e6',
    bronze: '#ffb070',
    onMedal: '#000000',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadow: {
    raised: '0 0 0 1px #ffffff',
    overlay: '0 0 0 2px #ffffff',
  },
};
