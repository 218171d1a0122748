import { sharedTokens } from '../../theme/shared-tokens.js';
import type { ThemeTokens } from '../../theme/contract.css.js';

/** Classic casino: deep navy surfaces with gold accents. */
export const classicTokens: ThemeTokens = {
  ...sharedTokens,
  color: {
    brand: '#e2b13c',
    brandContrast: '#1a1405',
    brandSoft: '#3a3018',
    accent: '#f5d27a',
    surface: '#0d1426',
    surfaceRaised: '#16203a',
    surfaceSunken: '#080d1a',
    border: '#2a3658',
    text: '#f4f1e8',
    textMuted: '#b3b9cc',
    textInverse: '#0d1426',
    success: '#4fd18b',
    warning: '#ffb547',
    danger: '#ff6b6b',
    info: '#6cb4ff',
    focusRing: '#ffd76a',
    overlay: 'rgba(3, 6, 14, 0.72)',
    gold: '#f2c94c',
    silver: '#c9d1e0',
    bronze: '#d99058',
    onMedal: '#1a1405',
  },
  radius: { sm: '6px', md: '12px', lg: '18px', pill: '999px' },
  shadow: {
    raised: '0 2px 8px rgba(0, 0, 0, 0.45)',
    overlay: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};
