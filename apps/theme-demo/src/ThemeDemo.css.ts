import { style } from '@vanilla-extract/css';

// The demo's own chrome stays neutral (system colours) so that only the frames show merchant themes.
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

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: '12px 24px', marginBlockEnd: '24px' });
export const group = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0 });
export const legend = style({ padding: 0, marginBlockEnd: '4px', fontWeight: 700 });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: '4px' });
export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '44px',
  paddingInline: '14px',
  border: '1px solid GrayText',
  borderRadius: '999px',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: 'Highlight', color: 'HighlightText', borderColor: 'Highlight', fontWeight: 700 },
    '&:has(input:focus-visible)': { outline: '3px solid Highlight', outlineOffset: '2px' },
  },
});
/** The native radio stays in the accessibility tree and takes the keyboard (arrows move within a group). */
export const radio = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });

export const frames = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '24px' });
export const frameColumn = style({ display: 'flex', flexDirection: 'column', gap: '4px', maxInlineSize: '100%' });
export const frameTitle = style({ margin: 0, fontSize: '1.125rem' });
export const frameNote = style({ margin: 0, fontSize: '0.875rem' });
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

export const guide = style({ marginBlockStart: '32px', maxInlineSize: '80ch', display: 'grid', gap: '8px' });
export const sectionTitle = style({ margin: 0, fontSize: '1.25rem' });
export const guideIntro = style({ margin: 0 });
export const guideSteps = style({ margin: 0, paddingInlineStart: '24px', display: 'grid', gap: '12px' });
export const guideStep = style({ display: 'grid', gap: '4px' });
export const guideText = style({ margin: 0 });
export const code = style({
  margin: 0,
  padding: '8px 12px',
  border: '1px solid GrayText',
  borderRadius: '8px',
  fontSize: '0.8125rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  textAlign: 'left',
});
