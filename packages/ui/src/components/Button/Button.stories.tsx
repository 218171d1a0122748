import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonClass } from './Button.js';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Apply now', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxInlineSize: 328 }}>
      <Button {...args} block>
        Deposit
      </Button>
      <Button {...args} variant="secondary" block>
        Cancel
      </Button>
      <Button {...args} variant="outline" block>
        View details
      </Button>
      <Button {...args} variant="danger" block>
        Remove card
      </Button>
      <Button {...args} variant="text">
        Show all
      </Button>
      <Button {...args} size="sm" variant="outline">
        Copy
      </Button>
      <Button {...args} disabled block>
        Withdraw
      </Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

/** A dialog's two choices share the row. */
export const PairInARow: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, maxInlineSize: 328 }}>
      <Button {...args} variant="secondary" fill>
        Cancel
      </Button>
      <Button {...args} fill>
        Confirm
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [cancel, confirm] = within(canvasElement).getAllByRole('button');
    await expect(Math.abs(cancel!.getBoundingClientRect().width - confirm!.getBoundingClientRect().width)).toBeLessThan(1);
  },
};

export const Busy: Story = {
  args: { busy: true, block: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Apply now' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A router link keeps its role and takes the look. */
export const LinkLook: Story = {
  render: () => (
    <a href="#deposit" className={buttonClass({ variant: 'outline' })}>
      Deposit
    </a>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Deposit' })).toBeVisible();
  },
};
