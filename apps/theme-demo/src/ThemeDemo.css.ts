import { style } from '@vanilla-extract/css';

// The demo's own chrome stays neutral so that only the frames show merchant themes.
export const page = style({ minBlockSize: '100dvh', padding: '16px', background: 'Canvas', color: 'CanvasText' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '16px', marginBlockEnd: '16px' });
export const title = style({ margin: 0, fontSize: '1.25rem' });
export const languages = style({ display: 'flex', gap: '8px' });
export const languageLink = style({
  padding: '8px 12px',
  minBlockSize: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: '8px',
  color: 'LinkText',
  selectors: { '&[aria-current="page"]': { fontWeight: 700, textDecoration: 'underline' } },
});
export const frames = style({ display: 'flex', flexWrap: 'wrap', gap: '24px' });
export const frameColumn = style({ display: 'flex', flexDirection: 'column', gap: '8px' });
export const frameTitle = style({ margin: 0, fontSize: '1rem' });
export const frame = style({ inlineSize: '360px', blockSize: '640px', overflow: 'auto', border: '1px solid GrayText', borderRadius: '12px' });
