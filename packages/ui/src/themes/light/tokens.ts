import { sharedTokens } from '../../theme/shared-tokens.js';
import type { ThemeTokens } from '../../theme/contract.css.js';

/** Light: white and grey surfaces with one saturated raspberry brand colour. */
export const lightTokens: ThemeTokens = {
  ...sharedTokens,
  color: {
    brand: '#d1105a',
    brandContrast: '#ffffff',
    brandSoft: '#fde7ef',
    accent: '#7a2fd0',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f1f3f6',
    border: '#d5d9e0',
    text: '#16181d',
    textMuted: '#5b6270',
    textInverse: '#ffffff',
    success: '#137a3a',
    warning: '#8a5300',
    danger: '#c0262d',
    info: '#0b63c5',
    focusRing: '#0b63c5',
    overlay: 'rgba(22, 24, 29, 0.55)',
    gold: '#f0c23b',
    silver: '#cdd3dc',
    bronze: '#e0a070',
    onMedal: '#1a1405',
  },
  radius: { sm: '8px', md: '12px', lg: '20px', pill: '999px' },
  shadow: {
    raised: '0 1px 4px rgba(22, 24, 29, 0.12)',
    overlay: '0 12px 32px rgba(22, 24, 29, 0.24)',
  },
};
