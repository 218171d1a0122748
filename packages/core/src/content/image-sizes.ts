export { imageSrcSet } from '@whitelabel/rules';

/**
 * How wide the banner carousel's image is drawn (`sizes`): the page's width, up to its 480 px frame. One value for
 * the carousel and the first-screen shell, so the image the shell preloads is the one the carousel picks.
 */
export const bannerImageSizes = '(min-width: 480px) 480px, 100vw';

/** How wide a promotion card's image is drawn: the frame less its 16 px margins. Shared by the page and its shell. */
export const promotionImageSizes = '(min-width: 480px) 448px, calc(100vw - 32px)';
