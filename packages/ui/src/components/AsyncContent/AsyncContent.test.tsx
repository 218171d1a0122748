import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AsyncContent, type AsyncResult } from './AsyncContent.js';

const labels = { loading: 'Loading', retry: 'Retry' };

function renderList(result: AsyncResult<string[]>) {
  return render(
    <AsyncContent
      result={result}
      labels={labels}
      errorMessage={(error) => (error instanceof Error ? `Failed: ${error.message}` : 'Failed')}
      isEmpty={(rows) => rows.length === 0}
      empty={{ title: 'No records' }}
    >
      {(rows) => (
        <ul aria-label="Records">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </AsyncContent>,
  );
}

const base = { refetch: () => undefined };

describe('async content: loading, error, empty, content', () => {
  it('announces loading with a busy status', () => {
    renderList({ ...base, isPending: true, error: null, data: undefined });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain('Loading');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the caller's skeleton instead of the default one", () => {
    render(
      <AsyncContent
        result={{ ...base, isPending: true, error: null, data: undefined }}
        labels={labels}
        errorMessage={() => 'x'}
        skeleton={<span data-testid="mine" />}
      >
        {() => null}
      </AsyncContent>,
    );
    expect(screen.getByRole('status').contains(screen.getByTestId('mine'))).toBe(true);
  });

  it('alerts a failed load with its message and retries through refetch', async () => {
    const refetch = vi.fn();
    renderList({ isPending: false, error: new Error('timeout'), data: undefined, refetch });
    expect(screen.getByRole('alert').textContent).toContain('Failed: timeout');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the empty state for empty data', () => {
    renderList({ ...base, isPending: false, error: null, data: [] });
    expect(screen.getByText('No records')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the content, and keeps it when a background refresh fails', () => {
    const { rerender } = renderList({ ...base, isPending: false, error: null, data: ['Deposit'] });
    expect(screen.getByRole('list', { name: 'Records' }).textContent).toBe('Deposit');
    rerender(
      <AsyncContent result={{ ...base, isPending: false, error: new Error('offline'), data: ['Deposit'] }} labels={labels} errorMessage={() => 'Failed'}>
        {(rows) => <p>{rows.join(',')}</p>}
      </AsyncContent>,
    );
    expect(screen.getByText('Deposit')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
