import svgCaptcha from 'svg-captcha';
import { svgToPng } from './render.js';

/** A numeric captcha (spec section 5: numeric input up to 6 characters) as a PNG data URL. */
export async function renderCaptcha(): Promise<{ answer: string; image: string }> {
  const captcha = svgCaptcha.create({ size: 4, charPreset: '0123456789', noise: 2, width: 120, height: 44, fontSize: 46, background: '#f4f4f5' });
  const png = await svgToPng(captcha.data);
  return { answer: captcha.text, image: `data:image/png;base64,${png.toString('base64')}` };
}
