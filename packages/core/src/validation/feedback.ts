import { feedback } from '../constants/business.js';
import { hasAllowedType, type PickedFile } from './reward.js';
import type { ValidationIssue } from './types.js';

/** Characters as the user sees them (an emoji counts once), the unit of the content bound. */
const lengthOf = (value: string) => [...value.trim()].length;

/** The feedback text: 5 to 500 characters once trimmed (spec 5.035; the contract's FeedbackRequest). */
export function validateFeedbackContent(value: string): ValidationIssue | null {
  const length = lengthOf(value);
  if (length < feedback.contentMinLength) return { key: 'feedback.tooShort', values: { min: feedback.contentMinLength } };
  if (length > feedback.contentMaxLength) return { key: 'feedback.tooLong', values: { max: feedback.contentMaxLength } };
  return null;
}

/** One more feedback picture: png or jpg, at most 5 MB, at most 3 in all. */
export function validateFeedbackImage(file: PickedFile, alreadyPicked: number): ValidationIssue | null {
  if (alreadyPicked >= feedback.maxImages) return { key: 'reward.errors.tooManyImages', values: { max: feedback.maxImages } };
  if (!hasAllowedType(file, feedback.imageExtensions, feedback.imageMimeTypes)) return { key: 'feedback.imageType' };
  if (file.size > feedback.maxImageBytes) return { key: 'reward.errors.imageTooLarge', values: { maxMb: feedback.maxImageBytes / 1_048_576 } };
  return null;
}

/** The manual-transfer receipt: one png or jpg of at most 5 MB (the same picture rule as feedback). */
export function validateReceiptImage(file: PickedFile): ValidationIssue | null {
  return validateFeedbackImage(file, 0);
}
