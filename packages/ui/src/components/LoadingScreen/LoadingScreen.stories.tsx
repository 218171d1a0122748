import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoryLogo as Logo } from '../../internal/story-kit.js';
import { LoadingScreen } from './LoadingScreen.js';

const meta = {
  title: 'Feedback/LoadingScreen',
  component: LoadingScreen,
  args: { label: 'Loading…' },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading…');
  },
};

export const WithLogo: Story = { args: { logo: <Logo /> } };

export const FullScreen: Story = { args: { logo: <Logo />, fullScreen: true } };

export const LongText: Story = {
  args: { label: 'Loading the game lobby and your favourites, this can take a few seconds on a slow connection…' },
};

export const RightToLeft: Story = {
  args: { label: 'جار التحميل…', logo: <Logo /> },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('جار التحميل…');
  },
};
