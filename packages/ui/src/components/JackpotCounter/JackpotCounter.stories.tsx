import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { JackpotCounter, type JackpotCounterProps } from './JackpotCounter.js';

const meta = {
  title: 'Content/JackpotCounter',
  component: JackpotCounter,
  args: { value: 1234567.89, label: 'Progressive jackpot', currency: '฿', locale: 'en' },
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JackpotCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const counter = canvas.getByRole('region', { name: 'Progressive jackpot' });
    await expect(counter).toHaveTextContent('฿ 1,234,567.89');
    // Every digit sits in a box of the same width: tabular figures, no jitter.
    const widths = new Set([...counter.querySelectorAll('[data-digit]')].map((digit) => Math.round(digit.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
  },
};

function Ticking(props: JackpotCounterProps) {
  const [value, setValue] = useState(props.value ?? 0);
  useEffect(() => {
    const timer = setInterval(() => setValue((current) => current + 13.37), 400);
    return () => clearInterval(timer);
  }, []);
  return <JackpotCounter {...props} value={value} />;
}

/** While the value loads: the title and a bar as tall as the digits, marked busy; arriving, the value takes the same height. */
export const Loading: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    const counter = canvas.getByRole('region', { name: 'Progressive jackpot' });
    await expect(counter).toHaveAttribute('aria-busy', 'true');
    const loadingHeight = counter.getBoundingClientRect().height;
    // The same counter with its value, in the same frame width: not a pixel taller or shorter.
    const probe = document.createElement('div');
    counter.parentElement!.append(probe);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(probe);
    root.render(<JackpotCounter value={1234567.89} label="Loaded jackpot" currency="฿" locale="en" />);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Loaded jackpot' })).toBeTruthy());
    await expect(Math.round(canvas.getByRole('region', { name: 'Loaded jackpot' }).getBoundingClientRect().height)).toBe(Math.round(loadingHeight));
    root.unmount();
    probe.remove();
  },
};

export const LiveTicking: Story = {
  name: 'Ticking',
  render: (args) => <Ticking {...args} />,
  play: async ({ canvas }) => {
    const counter = canvas.getByRole('region', { name: 'Progressive jackpot' });
    await waitFor(() => expect(counter).toHaveTextContent('1,234,581.26'));
  },
};

/**
 * /m/jackpots at 360 px: the counter sits in a column of about 268 px. Its figure fits that column (sized from the
 * counter, not the viewport): the last digit is whole inside the counter and nothing scrolls sideways.
 */
export const NarrowColumn: Story = {
  args: { value: 299_999_999, currency: undefined, fractionDigits: 0 },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 268 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const counter = canvas.getByRole('region', { name: 'Progressive jackpot' });
    const box = counter.getBoundingClientRect();
    const style = getComputedStyle(counter);
    const inner = {
      left: box.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft),
      right: box.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight),
    };
    const figures = [...counter.querySelectorAll('[data-digit]')];
    await expect(figures).toHaveLength(9);
    for (const figure of figures) {
      const rect = figure.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(inner.left - 0.5);
      await expect(rect.right).toBeLessThanOrEqual(inner.right + 0.5);
    }
    await expect(counter.scrollWidth).toBeLessThanOrEqual(counter.clientWidth);
    // Still a figure to read: the digits shrink only as far as the column needs.
    await expect(Number.parseFloat(getComputedStyle(figures[0]!).fontSize)).toBeGreaterThanOrEqual(18);
  },
};

export const Small: Story = { args: { value: 0, currency: undefined } };

export const RightToLeft: Story = {
  args: { label: 'الجائزة الكبرى', locale: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    // Latin digits, still ordered left to right.
    await expect(canvas.getByRole('region', { name: 'الجائزة الكبرى' })).toHaveTextContent(/1.234.567.89/);
  },
};
