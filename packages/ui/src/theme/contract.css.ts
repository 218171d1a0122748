import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract every merchant theme fills. Components read only these variables,
 * so a new merchant is a new token file and no component changes.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandContrast: null,
    brandSoft: null,
    accent: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    text: null,
    textMuted: null,
    textInverse: null,
    success: null,
    warning: null,
    danger: null,
    info: null,
    focusRing: null,
    overlay: null,
    gold: null,
    silver: null,
    bronze: null,
    /** Text and icons drawn on gold, silver or bronze. */
    onMedal: null,
  },
  font: {
    body: null,
    numeric: null,
    sizeXs: null,
    sizeSm: null,
    sizeMd: null,
    sizeLg: null,
    sizeXl: null,
    weightRegular: null,
    weightBold: null,
    lineHeight: null,
    lineHeightTall: null,
  },
  space: {
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  shadow: {
    raised: null,
    overlay: null,
  },
  size: {
    header: null,
    footer: null,
    touch: null,
    frameMaxWidth: null,
  },
  motion: {
    popup: null,
    page: null,
    slide: null,
    easing: null,
  },
});

type TokenTree<T> = { [K in keyof T]: T[K] extends string ? string : TokenTree<T[K]> };

/** The values a merchant theme provides for every variable of the contract. */
export type ThemeTokens = TokenTree<typeof vars>;
