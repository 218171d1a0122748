import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './LoadingScreen.js';

describe('loading screen (spec section 2: shown while a lazy screen loads or after it failed)', () => {
  it('is a busy status named by its label', () => {
    render(<LoadingScreen label="Loading…" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading…');
  });

  it('hides the decorative logo from assistive technology', () => {
    render(<LoadingScreen label="Loading…" logo={<img src="logo.svg" alt="Lucky Star" />} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
