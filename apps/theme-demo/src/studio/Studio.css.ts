import { style } from '@vanilla-extract/css';

// Like the demo page, the studio's own chrome keeps to system colours, so only the preview wears the draft.
// Logical properties only: in Arabic the page mirrors too.

export const page = style({
  minBlockSize: '100dvh',
  padding: '16px',
  background: 'Canvas',
  color: 'CanvasText',
  fontFamily: 'system-ui, sans-serif',
  lineHeight: 1.5,
  '@media': { '(max-width: 420px)': { padding: '8px' } },
});
export const intro = style({ display: 'grid', gap: '4px', marginBlockEnd: '16px', maxInlineSize: '72ch' });
export const title = style({ margin: 0, fontSize: '1.5rem' });
export const lead = style({ margin: 0 });

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
export const error = style({ gridColumn: '1 / -1', margin: 0, fontSize: '0.875rem', fontWeight: 700 });

export const failures = style({ margin: 0, paddingInlineStart: '20px', display: 'grid', gap: '2px', fontSize: '0.875rem' });
export const note = style({ margin: 0 });
export const file = style({
  margin: 0,
  padding: '8px 12px',
  border: '1px solid GrayText',
  borderRadius: '8px',
  fontSize: '0.8125rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  textAlign: 'left',
});

export const preview = style({ display: 'grid', gap: '12px', minInlineSize: 0 });
export const frames = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '24px' });
export const frameColumn = style({ display: 'flex', flexDirection: 'column', gap: '4px', maxInlineSize: '100%' });
export const frameTitle = style({ margin: 0, fontSize: '1rem' });
export const frame = style({
  display: 'block',
  inlineSize: '360px',
  maxInlineSize: '100%',
  blockSize: '740px',
  maxBlockSize: '85dvh',
  border: '1px solid GrayText',
  borderRadius: '16px',
  background: 'Canvas',
});
