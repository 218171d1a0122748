import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm.js';

const labels = {
  username: 'Username',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  showPassword: 'Show password',
  submit: 'Save',
};

/** Applies the section 5 rules the way the screen does through core. */
function Interactive(props: ChangePasswordFormProps) {
  const [errors, setErrors] = useState(props.errors);
  return (
    <ChangePasswordForm
      {...props}
      errors={errors}
      onSubmit={(values) => {
        props.onSubmit(values);
        const next: NonNullable<ChangePasswordFormProps['errors']> = {};
        if (values.oldPassword !== undefined && values.oldPassword === values.newPassword) {
          next.newPassword = 'New and old passwords cannot be the same';
        }
        if (!values.confirmPassword) next.confirmPassword = 'Please enter the password';
        else if (values.confirmPassword !== values.newPassword) next.confirmPassword = 'The two passwords do not match';
        setErrors(next);
      }}
    />
  );
}

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  render: (args) => <Interactive {...args} />,
  args: { labels, username: 'player0001', askOldPassword: true, onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByLabelText(name, { selector: 'input' });

export const WithOldPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    await userEvent.type(field(canvasElement, /^Old password/), 'samepass1');
    await userEvent.type(field(canvasElement, /^New password/), 'samepass1');
    await userEvent.type(field(canvasElement, /^Confirm password/), 'samepass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'samepass1', newPassword: 'samepass1', confirmPassword: 'samepass1' });
    await waitFor(() => expect(field(canvasElement, /^New password/)).toHaveFocus());
    await expect(field(canvasElement, /^New password/)).toHaveAccessibleDescription('New and old passwords cannot be the same');
  },
};

export const OldPasswordKept: Story = {
  args: { askOldPassword: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText(/^Old password/, { selector: 'input' })).toBeNull();
  },
};

export const Mismatch: Story = {
  args: { askOldPassword: false, errors: { confirmPassword: 'The two passwords do not match' } },
};

export const RightToLeft: Story = {
  args: {
    labels: {
      username: 'اسم المستخدم',
      oldPassword: 'كلمة المرور القديمة',
      newPassword: 'كلمة المرور الجديدة',
      confirmPassword: 'تأكيد كلمة المرور',
      showPassword: 'إظهار كلمة المرور',
      submit: 'حفظ',
    },
  },
  globals: { locale: 'ar' },
};
