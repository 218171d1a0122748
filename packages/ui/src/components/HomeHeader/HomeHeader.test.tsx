import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeHeader } from './HomeHeader.js';

const labels = { menu: 'Menu', home: 'Home', notices: 'Notices', cashCenter: 'Cash center', login: 'Log in', register: 'Register' };
const noop = () => {};

describe('home header (spec section 2: menu toggle, logo, notices, balance or login/register)', () => {
  it('offers login and register when logged out', () => {
    render(<HomeHeader logo={null} labels={labels} loggedIn={false} onMenu={noop} onLogo={noop} onNotices={noop} onLogin={noop} onRegister={noop} />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cash center' })).toBeNull();
  });

  it('shows the balance slot and cash center when logged in, without login or register', () => {
    render(
      <HomeHeader
        logo={null}
        labels={labels}
        loggedIn
        balance={<output>1.00</output>}
        onMenu={noop}
        onLogo={noop}
        onNotices={noop}
        onCashCenter={noop}
        onLogin={noop}
        onRegister={noop}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('1.00');
    expect(screen.getByRole('button', { name: 'Cash center' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('reports the side menu state on the toggle', () => {
    render(<HomeHeader logo={null} labels={labels} loggedIn={false} menuOpen onMenu={noop} onLogo={noop} onNotices={noop} />);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
  });
});
