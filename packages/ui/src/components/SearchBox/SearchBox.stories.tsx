import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { wait } from '../../internal/story-kit.js';
import { SearchBox } from './SearchBox.js';

const meta = {
  title: 'Games/SearchBox',
  component: SearchBox,
  args: {
    labels: { search: 'Search games', clear: 'Clear search', tooShort: 'Search requires at least 3 characters' },
    placeholder: 'Game name',
    minLength: 3,
    onSearch: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search games' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const TypingIsDebounced: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(input, 'mahjong');
    await wait(200);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('mahjong'), { timeout: 1000 });
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const EnterSubmitsAtOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(input, 'ace{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('ace');
    await wait(600);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'ab{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Search requires at least 3 characters');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const WithText: Story = {
  args: { defaultValue: 'fortune' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  args: {
    labels: { search: 'ابحث عن الألعاب', clear: 'مسح', tooShort: 'يتطلب البحث 3 أحرف على الأقل' },
    placeholder: 'اسم اللعبة',
    defaultValue: 'كنز',
  },
  globals: { locale: 'ar' },
};
