import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoButton } from '../../internal/story-kit.js';
import { fixtureArt } from '../GameCard/fixtures.js';
import { LicencePopup, type LicencePopupProps } from './LicencePopup.js';

function Demo(props: LicencePopupProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <DemoButton onClick={() => setOpen(true)}>Licence</DemoButton>
      <LicencePopup
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
  title: 'Overlays/LicencePopup',
  component: LicencePopup,
  render: (args) => <Demo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    labels: { title: 'Licence', close: 'Close' },
    image: { src: fixtureArt('Licence', 45, 300, 400), alt: 'Gaming licence certificate', width: 300, height: 400 },
    children: 'Licensed and regulated. Licence no. 00-000-000.',
  },
} satisfies Meta<typeof LicencePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args }) => {
    const popup = await body.findByRole('dialog', { name: 'Licence' });
    await expect(within(popup).getByRole('img', { name: 'Gaming licence certificate' })).toBeInTheDocument();
    // The popup takes the keyboard once it has painted (its focus trap): Escape goes to a popup that has it.
    await waitFor(() => expect(popup.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const ImageOnly: Story = {
  args: { children: undefined },
};

export const RightToLeft: Story = {
  args: { labels: { title: 'الترخيص', close: 'إغلاق' }, children: 'مرخّص ومنظّم.' },
  globals: { locale: 'ar' },
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'الترخيص' })).toBeInTheDocument();
  },
};
