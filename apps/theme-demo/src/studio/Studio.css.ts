import { style } from '@vanilla-extract/css';

// Like the demo page, the studio's own chrome keeps to system colours, so only the preview wears the draft.
// Logical properties only: in Arabic the page mirrors too.

// The page, its intro and title, the frames and the file's box are the demo page's own.
export { code as file, frame, frameColumn, frames, intro, lead, page, title } from '../ThemeDemo.css.js';

export const layout = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '24px' });
export const editor = style({ display: 'grid', gap: '16px', inlineSize: '26rem', maxInlineSize: '100%' });
export const section = style({ display: 'grid', gap: '8px', border: 'none', margin: 0, padding: 0, minInlineSize: 0 });
export const sectionTitle = style({ margin: 0, padding: 0, fontSize: '1.125rem', fontWeight: 700 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });

const control = {
  minBlockSize: '44px',
  paddingInline: '12px',
  border: '1px solid GrayText',
  borderRadius: '8px',
  background: 'Field',
  color: 'FieldText',
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: '3px solid Highlight', outlineOffset: '2px' } },
} as const;
export const select = style({ ...control, maxInlineSize: '100%' });
export const button = style({
  ...control,
  background: 'ButtonFace',
  color: 'ButtonText',
  cursor: 'pointer',
  selectors: { ...control.selectors, '&:disabled': { cursor: 'not-allowed', color: 'GrayText' } },
});
export const labelled = style({ display: 'grid', gap: '4px', fontWeight: 700 });

export const tokenRow = style({
  display: 'grid',
  gridTemplateColumns: '9rem 44px 7.5rem',
  alignItems: 'center',
  gap: '4px 8px',
});
export const tokenName = style({ fontFamily: 'ui-monospace, monospace', fontSize: '0.875rem', overflowWrap: 'anywhere' });
export const picker = style({ ...control, inlineSize: '44px', padding: '2px', cursor: 'pointer' });
export const textInput = style({
  ...control,
  inlineSize: '100%',
  minInlineSize: 0,
  fontFamily: 'ui-monospace, monospace',
  selectors: { ...control.selectors, '&[aria-invalid="true"]': { borderColor: 'CanvasText', borderWidth: '2px', borderStyle: 'dashed' } },
});
export const radiusInput = style([textInput, { gridColumn: '2 / span 2' }]);
export const shadowInput = style([textInput, { gridColumn: '1 / -1' }]);
export const fontRow = style({ display: 'grid', gap: '4px' });
export const error = style({ gridColumn: '1 / -1', margin: 0, fontSize: '0.875rem', fontWeight: 700 });

export const failures = style({ margin: 0, paddingInlineStart: '20px', display: 'grid', gap: '2px', fontSize: '0.875rem' });
export const note = style({ margin: 0 });
export const failure = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 8px', marginBlockEnd: '4px' });

export const preview = style({ display: 'grid', gap: '12px', minInlineSize: 0 });
export const frameTitle = style({ margin: 0, fontSize: '1rem' });

export const hint = style({ margin: 0, fontSize: '0.875rem' });
export const check = style({ display: 'flex', alignItems: 'center', gap: '8px', minBlockSize: '32px' });
export const languageList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: '0 12px',
  maxBlockSize: '16rem',
  overflowY: 'auto',
  paddingInline: '4px',
});
export const artworkRow = style({ display: 'grid', gridTemplateColumns: '64px 1fr', gap: '8px', alignItems: 'start' });
export const artworkThumb = style({ inlineSize: '64px', blockSize: '64px', objectFit: 'contain', border: '1px solid GrayText', borderRadius: '8px' });
export const artworkBody = style({ display: 'grid', gap: '4px', justifyItems: 'start', minInlineSize: 0 });
export const fileInput = style({ maxInlineSize: '100%', fontWeight: 400 });
