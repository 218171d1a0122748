import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HeadIconPicker } from './HeadIconPicker.js';

const options = ['1', '2', '3'].map((id) => ({ id, url: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>`, label: `Head icon ${id}` }));

function Controlled({ start = '2' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return <HeadIconPicker legend="Choose a head icon" options={options} value={value} onChange={setValue} />;
}

describe('head icon picker (preset icons as a radio group)', () => {
  it('names the group and each icon, and marks the chosen one', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Choose a head icon' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Head icon 2' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Head icon 1' }) as HTMLInputElement).checked).toBe(false);
  });

  it('chooses by tapping an icon (arrow keys are checked in the browser story)', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('img', { name: 'Head icon 3' }));
    expect((screen.getByRole('radio', { name: 'Head icon 3' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Head icon 2' }) as HTMLInputElement).checked).toBe(false);
  });
});
