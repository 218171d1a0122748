import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

/**
 * Urdu's own letters (ہ heh goal, ے yeh barree, ٹ ڈ ڑ ں) are missing from many desktop Linux fonts, which
 * draw them as empty boxes: the demo, whose right-to-left screenshots check Persian and Urdu shaping,
 * brings Noto Naskh Arabic (Arabic-script subset only, loaded when an Urdu page uses it) ahead of the
 * theme's own font. Phones ship a Naskh or Nastaliq font with these letters.
 */
globalStyle(':lang(ur) body', { fontFamily: `'Noto Naskh Arabic', ${vars.font.body}` });
