// The first screen's shell, written into each merchant's index.html at build time so the
// document paints before any script: the page frame in the merchant's colours, the header bar with the
// merchant's name, the home sections' frames at their final sizes and the footer bar. Styled by
// attributes only (the CSP allows style attributes, not inline style elements). React's createRoot
// replaces it with the real screen: new elements, so nothing counts as a layout shift.
//
// The site server (apps/site-server src/boot.ts) fills the banner frame's marker with the page's first
// banner image (home, game categories, promotions) and, on the promotions page (its own layout), the card
// frame's marker with the first promotion's image, so the largest paint needs no script at all.
//
// No style sheet blocks that paint: the entry (src/entry.ts) is a loader whose app module brings its styles.
import type { Plugin } from 'vite';
import type { ThemeTokens } from '@whitelabel/ui/theme';
import { typeScaleTemplateId } from './src/app/type-scale.js';

/** Where the site server writes the first banner's `<img>` (kept as the empty frame when there is none). */
export const bannerMarker = '<!--first-screen-banner-->';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where the site server writes the opening promotion's image (the promotions page's shell only). */
export const promotionMarker = '<!--first-screen-promotion-->';

/**
 * The shell's layouts: `lobby` (home and the game pages: banner, then rows) and `promotions` (banner,
 * category tabs, then the first promotion card with its 690:300 image, the page's largest paint).
 */
export type ShellLayout = 'lobby' | 'promotions';

/** The shell's markup for a merchant's name and theme tokens, in one of its layouts. */
export function shellHtml(name: string, tokens: ThemeTokens, layout: ShellLayout = 'lobby'): string {
  const { color, size, space, radius, font } = tokens;
  const frame = (height: string) => `<div style="block-size:${height};border-radius:${radius.md};background:${color.surfaceRaised}"></div>`;
  const sections =
    layout === 'promotions'
      ? [
          frame('52px'),
          // No border, unlike the app's card: its image is then never smaller than the app's, so the largest paint stays the shell's.
          `<div data-shell-promotion style="border-radius:${radius.md};overflow:hidden;background:${color.surfaceRaised}"><div style="aspect-ratio:690/300">${promotionMarker}</div><div style="block-size:76px"></div></div>`,
        ]
      : [frame('72px'), frame('72px'), frame('44px')];
  return [
    `<div data-shell style="display:flex;flex-direction:column;min-block-size:100dvh;margin-inline:auto;max-inline-size:${size.frameMaxWidth};background:${color.surface};color:${color.text};font-family:${escapeHtml(font.body)};line-height:${font.lineHeight}">`,
    `<header data-shell-header style="position:sticky;inset-block-start:0;display:flex;align-items:center;gap:${space.sm};block-size:${size.header};padding-inline:${space.md};background:${color.surfaceRaised};border-block-end:1px solid ${color.border}">`,
    `<span aria-hidden="true" style="display:inline-grid;place-items:center;inline-size:28px;block-size:28px;border-radius:${radius.pill};background:${color.brand};color:${color.brandContrast};font-size:${font.sizeXs};font-weight:${font.weightBold}">${escapeHtml(name.slice(0, 1))}</span>`,
    `<span style="font-weight:${font.weightBold};color:${color.brand};white-space:nowrap">${escapeHtml(name)}</span>`,
    '</header>',
    `<main style="flex:1;display:flex;flex-direction:column;gap:${space.md};padding:${space.sm} ${space.md} calc(${size.footer} + ${space.xl})">`,
    `<div data-shell-banner style="aspect-ratio:750/300;overflow:hidden;border-radius:${radius.md};background:${color.surfaceRaised}">${bannerMarker}</div>`,
    ...sections,
    '</main>',
    `<nav data-shell-footer style="position:fixed;inset-block-end:0;inset-inline:0;margin-inline:auto;max-inline-size:${size.frameMaxWidth};block-size:${size.footer};padding-block-end:env(safe-area-inset-bottom);background:${color.surfaceRaised};border-block-start:1px solid ${color.border}"></nav>`,
    '</div>',
  ].join('');
}

/**
 * The type scale's specimen (src/app/type-scale.ts), inert in a `<template>`: a hidden block holding empty lines,
 * first one in each font of the theme's font lists alone, then one in each size and weight of the theme in each of
 * its lists; then the sample texts: `latin` for every page, and each language's own name, tagged with the language,
 * for the pages in that language.
 */
export function typeScaleHtml(tokens: Pick<ThemeTokens, 'font'>, samples: { latin: string; languages: Record<string, string> }): string {
  const { font } = tokens;
  const sizes = [font.sizeXs, font.sizeSm, font.sizeMd, font.sizeLg, font.sizeXl];
  const weights = [font.weightRegular, font.weightBold];
  const lists = [...new Set([font.body, font.numeric])];
  const line = (family: string, size: string, weight: string) =>
    // The block is in the body's list; lines in another family or list say so.
    `<span style="${family === font.body ? '' : `font-family:${escapeHtml(family)};`}font-size:${size};font-weight:${weight}"></span>`;
  // Text in a script the list's first font lacks asks each font of the list in turn (on a desktop with few fonts,
  // each a query to the browser process): asked one font per line, the lists' lines find the answers kept.
  const fonts = [...new Set(lists.flatMap((list) => list.split(',').map((family) => family.trim())))];
  const lines = [
    ...fonts.map((family) => line(family, font.sizeMd, font.weightRegular)),
    ...lists.flatMap((list) => sizes.flatMap((size) => weights.map((weight) => line(list, size, weight)))),
  ];
  const texts = Object.entries(samples.languages).map(([lang, text]) => `<p lang="${escapeHtml(lang)}">${escapeHtml(text)}</p>`);
  return (
    `<template id="${typeScaleTemplateId}">` +
    `<div aria-hidden="true" style="position:absolute;inset-block-start:0;inset-inline-start:0;inline-size:1px;block-size:1px;overflow:hidden;visibility:hidden;contain:strict;font-family:${escapeHtml(font.body)}">` +
    `${lines.join('')}</div><p>${escapeHtml(samples.latin)}</p>${texts.join('')}</template>`
  );
}

/** A language of the build as the document states it: `<html lang dir>`. */
export interface DocumentLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * Where the build lists its languages' `lang` and `dir` (a dot folder: not served). The site server reads
 * it to write the chosen language into `<html>` before any script runs (apps/site-server src/boot.ts).
 */
export const documentLanguagesFile = '.vite/document-languages.json';

/**
 * Where the build lists the pages that open with a banner in the shell's banner frame, and their banner
 * group (src/app/first-screen-banners.ts); the site server writes that group's first banner into the frame.
 */
export const bannerPagesFile = '.vite/first-screen-banners.json';

/**
 * Where the build writes its shells: `default` (the one in index.html) and `pages`, the pages with
 * another layout; the site server swaps a page's shell in for the default.
 */
export const shellsFile = '.vite/first-screen-shells.json';

/**
 * A Vite plugin writing the shell into `<div id="root">`, the type scale's specimen into the head
 * ({@link typeScaleHtml}), the page colour and the merchant's default language and direction onto `<html>`,
 * the build's languages into {@link documentLanguagesFile}, its banner pages into {@link bannerPagesFile} and
 * its shells into {@link shellsFile}.
 */
export function firstScreenShell(options: {
  name: string;
  tokens: ThemeTokens;
  language: DocumentLanguage;
  languages: Record<string, DocumentLanguage>;
  bannerPages: Record<string, string>;
  shellLayouts: Record<string, ShellLayout>;
  /** The type scale specimen's texts: Latin letters and digits, and each language's own name by `lang`. */
  typeSamples: { latin: string; languages: Record<string, string> };
}): Plugin {
  const { lang, dir } = options.language;
  return {
    name: 'first-screen-shell',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace('<div id="root"></div>', `<div id="root">${shellHtml(options.name, options.tokens)}</div>`)
          // The tab's title (and a screen reader's first words) is the site's name, on every page.
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(options.name)}</title>`)
          .replace(/<html\b[^>]*>/, `<html lang="${escapeHtml(lang)}" dir="${dir}" style="background:${options.tokens.color.surface}">`)
          // The shell paints before the style sheets (and their reset): without the browser's 8 px body margin it
          // has the app's sizes, so the app's banner is no larger than the shell's and the largest paint stays.
          .replace(/<body\b[^>]*>/, '<body style="margin:0">')
          .replace('</head>', `${typeScaleHtml(options.tokens, options.typeSamples)}</head>`),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: documentLanguagesFile, source: `${JSON.stringify(options.languages)}\n` });
      this.emitFile({ type: 'asset', fileName: bannerPagesFile, source: `${JSON.stringify(options.bannerPages)}\n` });
      const pages = Object.fromEntries(Object.entries(options.shellLayouts).map(([path, layout]) => [path, shellHtml(options.name, options.tokens, layout)]));
      this.emitFile({ type: 'asset', fileName: shellsFile, source: `${JSON.stringify({ default: shellHtml(options.name, options.tokens), pages })}\n` });
    },
  };
}
