import { describe, expect, it } from 'vitest';
import { validateFeedbackContent, validateFeedbackImage, validateReceiptImage } from './feedback.js';

describe('feedback (spec 5.035: bounded content; up to 3 png/jpg of 5 MB)', () => {
  it('bounds the trimmed content to 5-500 characters, emoji counted once', () => {
    expect(validateFeedbackContent('  abcd ')).toEqual({ key: 'feedback.tooShort', values: { min: 5 } });
    expect(validateFeedbackContent('abcde')).toBeNull();
    expect(validateFeedbackContent('😀'.repeat(500))).toBeNull();
    expect(validateFeedbackContent('a'.repeat(501))).toEqual({ key: 'feedback.tooLong', values: { max: 500 } });
  });

  it('takes png and jpg up to 5 MB, at most 3', () => {
    expect(validateFeedbackImage({ name: 'a.png', type: 'image/png', size: 5_242_880 }, 0)).toBeNull();
    expect(validateFeedbackImage({ name: 'a.JPG', type: '', size: 10 }, 2)).toBeNull();
    expect(validateFeedbackImage({ name: 'a.gif', type: 'image/gif', size: 10 }, 0)).toEqual({ key: 'feedback.imageType' });
    expect(validateFeedbackImage({ name: 'a.png', type: 'image/png', size: 5_242_881 }, 0)).toEqual({
      key: 'reward.errors.imageTooLarge',
      values: { maxMb: 5 },
    });
    expect(validateFeedbackImage({ name: 'a.png', type: 'image/png', size: 10 }, 3)).toEqual({ key: 'reward.errors.tooManyImages', values: { max: 3 } });
  });

  it('takes one png or jpg receipt of up to 5 MB', () => {
    expect(validateReceiptImage({ name: 'slip.jpeg', type: 'image/jpeg', size: 5_242_880 })).toBeNull();
    expect(validateReceiptImage({ name: 'slip.gif', type: 'image/gif', size: 10 })).toEqual({ key: 'feedback.imageType' });
    expect(validateReceiptImage({ name: 'slip.png', type: 'image/png', size: 5_242_881 })).toEqual({
      key: 'reward.errors.imageTooLarge',
      values: { maxMb: 5 },
    });
  });
});
