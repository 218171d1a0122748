import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppDownloadPopup } from './AppDownloadPopup.js';

describe('app download popup (spec section 2: entries per device)', () => {
  it('renders link entries as links and guide entries as buttons, in the given order', async () => {
    const onGuide = vi.fn();
    render(
      <AppDownloadPopup
        open
        onClose={vi.fn()}
        labels={{ title: 'Download the app', close: 'Close' }}
        entries={[
          { kind: 'homeScreen', label: 'Add to home screen', onSelect: onGuide },
          { kind: 'iosApp', label: 'App Store', href: 'https://apps.example/ios' },
        ]}
        note="iOS 12.4 or later is recommended."
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Download the app' });
    const items = Array.from(dialog.querySelectorAll('li')).map((item) => item.textContent);
    expect(items).toEqual(['Add to home screen', 'App Store']);
    expect(screen.getByRole('link', { name: 'App Store' }).getAttribute('href')).toBe('https://apps.example/ios');
    await userEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
    expect(onGuide).toHaveBeenCalledOnce();
    expect(screen.getByText('iOS 12.4 or later is recommended.')).toBeTruthy();
  });
});
