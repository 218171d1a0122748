import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker, isAcceptedImage } from './ImagePicker.js';

const labels = { pick: 'Add a picture', wrongType: 'Only jpg, jpeg, png or gif', readFailed: 'Image retrieval failed' };

function pick(file: File) {
  const input = screen.getByLabelText('Add a picture') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  return input;
}

describe('image picker (spec sections 2 and 5: jpg, jpeg, png, gif; one at a time; read failure message)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('accepts one image of the allowed types', () => {
    render(<ImagePicker labels={labels} onPick={vi.fn()} />);
    const input = screen.getByLabelText('Add a picture') as HTMLInputElement;
    expect(input.multiple).toBe(false);
    expect(input.accept).toBe('.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif');
    expect(isAcceptedImage('photo.JPG', ['jpg'])).toBe(true);
    expect(isAcceptedImage('photo.webp', ['jpg', 'png'])).toBe(false);
    expect(isAcceptedImage('png', ['png'])).toBe(false);
  });

  it('reads the picked image and hands it over', async () => {
    const onPick = vi.fn();
    render(<ImagePicker labels={labels} onPick={onPick} />);
    const file = new File(['GIF89a'], 'win.gif', { type: 'image/gif' });
    pick(file);
    await waitFor(() => expect(onPick).toHaveBeenCalledOnce());
    expect(onPick.mock.calls[0]![0].file).toBe(file);
    expect(onPick.mock.calls[0]![0].dataUrl).toMatch(/^data:image\/gif;base64,/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses another type with the caller message', () => {
    const onPick = vi.fn();
    render(<ImagePicker labels={labels} onPick={onPick} />);
    pick(new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Only jpg, jpeg, png or gif');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('shows the read-failure message when the file cannot be read', async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    const onPick = vi.fn();
    render(<ImagePicker labels={labels} onPick={onPick} />);
    pick(new File(['x'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Image retrieval failed'));
    expect(onPick).not.toHaveBeenCalled();
  });
});
