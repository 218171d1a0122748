import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProviderPickerPopup, type ProviderPickerPopupProps } from './ProviderPickerPopup.js';

const labels = { title: 'Providers', all: 'All', confirm: 'Confirm', close: 'Close' };
const vendors = [
  { id: 'PG', name: 'PG Soft' },
  { id: 'JILI', name: 'JILI' },
];

function renderPicker(props: Partial<ProviderPickerPopupProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = render(<ProviderPickerPopup open onClose={onClose} labels={labels} vendors={vendors} selectedId={null} onConfirm={onConfirm} {...props} />);
  return { onConfirm, onClose, ...view };
}

describe('provider picker popup (spec section 2: all plus vendors and a confirm button)', () => {
  it('lists all first, then the vendors, with the current one chosen', () => {
    renderPicker({ selectedId: 'JILI' });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual(['All', 'PG Soft', 'JILI']);
    expect(radios[2]!.checked).toBe(true);
  });

  it('applies the choice only on confirm, then closes', async () => {
    const { onConfirm, onClose } = renderPicker();
    await userEvent.click(screen.getByRole('radio', { name: 'PG Soft' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('PG');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('confirms "all" as null', async () => {
    const { onConfirm } = renderPicker({ selectedId: 'PG' });
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(null);
  });

  it('drops an unconfirmed choice when reopened', async () => {
    const { rerender, onConfirm, onClose } = renderPicker({ selectedId: 'JILI' });
    await userEvent.click(screen.getByRole('radio', { name: 'PG Soft' }));
    const props = { onClose, labels, vendors, selectedId: 'JILI', onConfirm };
    rerender(<ProviderPickerPopup open={false} {...props} />);
    rerender(<ProviderPickerPopup open {...props} />);
    expect((screen.getByRole('radio', { name: 'JILI' }) as HTMLInputElement).checked).toBe(true);
  });
});
