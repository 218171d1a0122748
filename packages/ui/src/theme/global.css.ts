import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.js';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minBlockSize: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  WebkitFontSmoothing: 'antialiased',
});

// Thai, Myanmar, Khmer and Lao scripts need taller lines (docs/conventions.md).
globalStyle(':lang(th) body, :lang(my) body, :lang(km) body, :lang(lo) body', { lineHeight: vars.font.lineHeightTall });

// Urdu in its own script is read in Nastaliq (Noto Nastaliq Urdu, which the apps bundle; a browser fetches it only for
// text in that face), whose tall letters need the taller lines. Roman Urdu (ur-Latn) keeps the theme's font.
globalStyle('body:lang(ur):not(:lang(ur-Latn))', { fontFamily: `'Noto Nastaliq Urdu', ${vars.font.body}`, lineHeight: vars.font.lineHeightTall });

// Japanese: no line starts with a small kana, a prolonged sound mark or closing punctuation (JIS X 4051 "strict").
globalStyle('body:lang(ja)', { lineBreak: 'strict' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('*', {
  '@media': {
    // Motion ends at once, and a looping animation runs once: at 0.01 ms a loop would redraw every frame (a flicker,
    // and a phone kept busy). A spinner that must keep turning says so (LoadingScreen, Toast: slower, infinite).
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
