import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoButton, wait } from '../../internal/story-kit.js';
import { Popup, type PopupProps } from './Popup.js';

/** A trigger plus the popup, as a screen would hold its open state. */
function PopupDemo({ startOpen = true, ...props }: Omit<PopupProps, 'open'> & { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <DemoButton onClick={() => setOpen(true)}>Open</DemoButton>
      <Popup
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Popup',
  component: Popup,
  args: {
    open: true,
    label: 'Licence',
    title: 'Licence',
    closeLabel: 'Close',
    onClose: fn(),
    children: <p>Licensed and regulated gaming. Play responsibly; players must be 18 or older.</p>,
  },
  render: ({ open: _open, ...args }) => <PopupDemo {...args} startOpen={false} />,
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const OpenAndClose: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Licence' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(document.documentElement).toHaveAttribute('data-scroll-locked', 'true');
    // Focus moves into the dialog and Tab cannot leave it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(document.documentElement).not.toHaveAttribute('data-scroll-locked');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MaskGuard: Story = {
  name: 'Mask taps ignored for 300 ms',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await body.findByRole('dialog');
    const mask = document.querySelector<HTMLElement>('[data-part="mask"]')!;
    mask.click();
    await expect(args.onClose).not.toHaveBeenCalled();
    await wait(320);
    mask.click();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const KeepsOpenOnMask: Story = {
  args: { closeOnMask: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await body.findByRole('dialog');
    await wait(320);
    document.querySelector<HTMLElement>('[data-part="mask"]')!.click();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

function ExclusiveDemo() {
  const [open, setOpen] = useState<'login' | 'register' | null>('login');
  return (
    <>
      <Popup
        group="auth"
        open={open === 'login'}
        onClose={() => setOpen((current) => (current === 'login' ? null : current))}
        label="Log in"
        title="Log in"
        closeLabel="Close"
      >
        <DemoButton onClick={() => setOpen('register')}>Create an account</DemoButton>
      </Popup>
      <Popup
        group="auth"
        open={open === 'register'}
        onClose={() => setOpen((current) => (current === 'register' ? null : current))}
        label="Register"
        title="Register"
        closeLabel="Close"
      >
        <p>Registration form</p>
      </Popup>
    </>
  );
}

export const MutuallyExclusiveGroup: Story = {
  render: () => <ExclusiveDemo />,
  play: async () => {
    await userEvent.click(await body.findByRole('button', { name: 'Create an account' }));
    await body.findByRole('dialog', { name: 'Register' });
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    await expect(body.getAllByRole('dialog')).toHaveLength(1);
  },
};

export const LabelOnly: Story = {
  args: { title: undefined, closeLabel: undefined, label: 'Promotion image', footer: <DemoButton>Join now</DemoButton> },
  render: (args) => <PopupDemo {...args} />,
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Promotion image' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms and conditions of the weekly cashback promotion for all registered members',
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index}>Clause {index + 1}: bonuses must be wagered ten times before withdrawal; the operator may change or cancel this promotion.</p>
    )),
  },
  render: (args) => <PopupDemo {...args} />,
  play: async () => {
    // Content taller than the popup: its body becomes a keyboard-focusable scroll region once laid out.
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('[tabindex="0"]')).toHaveTextContent('Clause 30'));
  },
};

export const BottomPlacement: Story = {
  args: { placement: 'bottom', title: 'Support', label: 'Support' },
  render: (args) => <PopupDemo {...args} />,
};

export const RightToLeft: Story = {
  args: { title: 'الترخيص', label: 'الترخيص', closeLabel: 'إغلاق', children: <p>ألعاب مرخصة ومنظمة. العب بمسؤولية.</p> },
  globals: { locale: 'ar' },
  render: (args) => <PopupDemo {...args} />,
  play: async () => {
    await expect(document.documentElement.dir).toBe('rtl');
    const close = await body.findByRole('button', { name: 'إغلاق' });
    await waitFor(() => expect(close).toBeVisible());
  },
};
