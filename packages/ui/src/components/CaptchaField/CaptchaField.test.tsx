import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaField, captchaSource } from './CaptchaField.js';

const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('captcha field (spec sections 4 and 5: tap to refresh, numeric up to 6)', () => {
  it('accepts the server image with or without the data-URL prefix', () => {
    expect(captchaSource(png)).toBe(`data:image/png;base64,${png}`);
    expect(captchaSource(`data:image/png;base64,${png}`)).toBe(`data:image/png;base64,${png}`);
  });

  it('refreshes the image and clears the typed code on tap', async () => {
    const onRefresh = vi.fn();
    const onChange = vi.fn();
    render(<CaptchaField label="Captcha" value="1234" onChange={onChange} image={png} refreshLabel="New code" onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: 'New code' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('takes at most 6 numeric characters and waits while the image loads', () => {
    render(<CaptchaField label="Captcha" value="" onChange={vi.fn()} refreshLabel="New code" onRefresh={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Captcha' });
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect((screen.getByRole('button', { name: 'New code' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps only digits while typing or pasting, so letters never reach the field (spec section 5)', async () => {
    const onChange = vi.fn();
    render(<CaptchaField label="Captcha" value="" onChange={onChange} image={png} refreshLabel="New code" onRefresh={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Captcha' });
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.click(input);
    await userEvent.paste('1a2b34');
    expect(onChange).toHaveBeenLastCalledWith('1234');
  });
});
