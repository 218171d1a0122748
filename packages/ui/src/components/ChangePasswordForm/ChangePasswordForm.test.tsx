import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './ChangePasswordForm.js';

const labels = {
  username: 'Username',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  showPassword: 'Show password',
  submit: 'Save',
};
const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('change-password form (spec section 2: username read-only, old password only when none is kept)', () => {
  it('shows the username read-only', () => {
    render(<ChangePasswordForm labels={labels} username="player0001" askOldPassword onSubmit={vi.fn()} />);
    const username = screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement;
    expect(username.value).toBe('player0001');
    expect(username.readOnly).toBe(true);
  });

  it('asks for the old password when none is kept and submits all three', async () => {
    const onSubmit = vi.fn();
    render(<ChangePasswordForm labels={labels} username="player0001" askOldPassword onSubmit={onSubmit} />);
    await userEvent.type(input(/^Old password/), 'old12345');
    await userEvent.type(input(/^New password/), 'new12345');
    await userEvent.type(input(/^Confirm password/), 'new12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'old12345', newPassword: 'new12345', confirmPassword: 'new12345' });
  });

  it('leaves the old password out when the session keeps it', async () => {
    const onSubmit = vi.fn();
    render(<ChangePasswordForm labels={labels} username="player0001" askOldPassword={false} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText(/^Old password/, { selector: 'input' })).toBeNull();
    await userEvent.type(input(/^New password/), 'new12345');
    await userEvent.type(input(/^Confirm password/), 'new12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'new12345', confirmPassword: 'new12345' });
  });

  it('reports each edit with the values as submitted, so the page can clear the messages an edit fixed (spec section 5)', async () => {
    const onValuesChange = vi.fn();
    render(<ChangePasswordForm labels={labels} username="player0001" askOldPassword={false} onSubmit={vi.fn()} onValuesChange={onValuesChange} />);
    expect(onValuesChange).toHaveBeenLastCalledWith({ newPassword: '', confirmPassword: '' });
    await userEvent.type(input(/^Confirm password/), 'x');
    expect(onValuesChange).toHaveBeenLastCalledWith({ newPassword: '', confirmPassword: 'x' });
    expect(onValuesChange).toHaveBeenCalledTimes(2);
  });
});
