import { agentSiteTexts, createI18n } from '@whitelabel/core/i18n';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Loaded } from './states.js';

const loaded = <T,>(data: T) => ({ isPending: false, isLoading: false, error: null, data, refetch: () => undefined });
const pending = { isPending: true, isLoading: true, error: null, data: undefined, refetch: () => undefined };
/** A disabled query: pending for good, never loading. */
const disabled = { isPending: true, isLoading: false, error: null, data: undefined, refetch: () => undefined };

async function renderIn(children: ReactNode) {
  const i18n = await createI18n('EN', agentSiteTexts);
  return render(<I18nextProvider i18n={i18n}>{children}</I18nextProvider>);
}

describe('Loaded', () => {
  it('keeps its skeleton while a section above it is still loading, then shows its content', async () => {
    const view = await renderIn(
      <Loaded result={loaded('history')} after={[loaded(1), pending]}>
        {(text) => <button type="button">{text}</button>}
      </Loaded>,
    );
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'history' })).toBeNull();
    view.rerender(
      <I18nextProvider i18n={await createI18n('EN', agentSiteTexts)}>
        <Loaded result={loaded('history')} after={[loaded(1), loaded(2)]}>
          {(text) => <button type="button">{text}</button>}
        </Loaded>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'history' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not wait for a section above whose query is disabled (pending for good)', async () => {
    await renderIn(
      <Loaded result={loaded('history')} after={[disabled]}>
        {(text) => <button type="button">{text}</button>}
      </Loaded>,
    );
    expect(screen.getByRole('button', { name: 'history' })).toBeTruthy();
  });

  it("draws its skeleton rows at the height given, a section's known item height", async () => {
    const view = await renderIn(
      <Loaded result={pending} rows={1} rowHeight="9.75rem">
        {() => null}
      </Loaded>,
    );
    const rows = view.container.querySelectorAll('[role="status"] > [aria-hidden="true"]');
    expect([...rows].map((row) => (row as HTMLElement).style.blockSize)).toEqual(['9.75rem']);
  });
});
