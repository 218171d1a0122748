import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoButton } from '../../internal/story-kit.js';
import { AppDownloadPopup, type AppDownloadPopupProps } from './AppDownloadPopup.js';

function Demo(props: AppDownloadPopupProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <DemoButton onClick={() => setOpen(true)}>Download</DemoButton>
      <AppDownloadPopup
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

const onGuide = fn();

const meta = {
  title: 'Overlays/AppDownloadPopup',
  component: AppDownloadPopup,
  render: (args) => <Demo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    labels: { title: 'Download the app', close: 'Close' },
    entries: [
      { kind: 'android', label: 'Android', description: 'Download the APK', href: '/download/app.apk' },
      { kind: 'iosApp', label: 'iPhone app', description: 'Install from the App Store', href: '/download/ios' },
    ],
  },
} satisfies Meta<typeof AppDownloadPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const canvasDirection = () => document.documentElement.dir;

/** Desktop: Android and the iOS app. */
export const Desktop: Story = {
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Download the app' }));
    await expect(dialog.getByRole('link', { name: /Android/ })).toHaveAttribute('href', '/download/app.apk');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** iOS Safari outside a PWA with a profile link: home screen, profile and app entries plus the version tip. */
export const IosSafari: Story = {
  args: {
    entries: [
      { kind: 'homeScreen', label: 'Add to home screen', description: 'Opens like an app, no download', onSelect: onGuide },
      { kind: 'iosProfile', label: 'Install profile', description: 'Web clip for quick access', href: '/download/profile.mobileconfig' },
      { kind: 'iosApp', label: 'iPhone app', href: '/download/ios' },
    ],
    note: 'iOS 12.4 or later is recommended. On iOS 12.1 or below, follow the tips in the guide.',
  },
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Download the app' }));
    await userEvent.click(dialog.getByRole('button', { name: /Add to home screen/ }));
    await expect(onGuide).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    entries: [
      {
        kind: 'android',
        label: 'Download the Android application for phones and tablets',
        description: 'Allow installation from unknown sources in your security settings when asked.',
        href: '/download/app.apk',
      },
    ],
  },
};

export const RightToLeft: Story = {
  args: {
    labels: { title: 'تنزيل التطبيق', close: 'إغلاق' },
    entries: [{ kind: 'android', label: 'أندرويد', description: 'تنزيل ملف APK', href: '/download/app.apk' }],
  },
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'تنزيل التطبيق' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(canvasDirection()).toBe('rtl');
  },
};
