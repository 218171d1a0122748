import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LicencePopup } from './LicencePopup.js';

describe('licence popup (spec section 2: licence popup image)', () => {
  it('shows the sized licence image and closes', async () => {
    const onClose = vi.fn();
    render(
      <LicencePopup
        open
        onClose={onClose}
        labels={{ title: 'Licence', close: 'Close' }}
        image={{ src: '/img/licence.png', alt: 'Gaming licence certificate', width: 600, height: 800 }}
      >
        Licence no. 123
      </LicencePopup>,
    );
    const image = screen.getByRole('img', { name: 'Gaming licence certificate' });
    expect(image.getAttribute('width')).toBe('600');
    expect(image.getAttribute('height')).toBe('800');
    expect(screen.getByText('Licence no. 123')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
