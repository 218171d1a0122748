import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.js';
import { ImagePicker, type ImagePickerProps, type PickedImage } from './ImagePicker.js';

// A 1 x 1 PNG.
const pngBytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (char) =>
  char.charCodeAt(0),
);

/** Shows the picked image, as the reward application screen does. */
function WithPreview(props: ImagePickerProps) {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  return (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      <ImagePicker
        {...props}
        onPick={(image) => {
          setPicked(image);
          props.onPick(image);
        }}
      />
      {picked ? <img src={picked.dataUrl} alt={picked.file.name} width={96} height={96} style={{ borderRadius: vars.radius.md, objectFit: 'cover' }} /> : null}
    </div>
  );
}

const meta = {
  title: 'Forms/ImagePicker',
  component: ImagePicker,
  render: (args) => <WithPreview {...args} />,
  args: {
    labels: { pick: 'Add a picture', wrongType: 'Only jpg, jpeg, png or gif pictures', readFailed: 'Image retrieval failed' },
    onPick: fn(),
  },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Add a picture');
    await expect(input).not.toHaveAttribute('multiple');
    await userEvent.upload(input, new File([pngBytes], 'receipt.png', { type: 'image/png' }));
    await waitFor(() => expect(args.onPick).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // userEvent.upload honours `accept`; applyAccept off simulates a browser that lets any file through.
    await userEvent.setup({ applyAccept: false }).upload(canvas.getByLabelText('Add a picture'), new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only jpg, jpeg, png or gif pictures');
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Add a picture')).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: { labels: { pick: 'أضف صورة', wrongType: 'الصور فقط', readFailed: 'فشل جلب الصورة' } },
  globals: { locale: 'ar' },
};
