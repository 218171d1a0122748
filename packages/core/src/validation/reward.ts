import { imagePicker, rewardApplication } from '../constants/business.js';
import type { ValidationIssue } from './types.js';

/** Y/N flags of a promotion (spec section 3). */
export interface RewardPromotionFlags {
  imageRequired?: string | null;
  remarkRequired?: string | null;
}

export interface RewardRequirements {
  /** Y: at least one image; the upload shows only then. */
  image: boolean;
  /** Y: non-empty remarks; the textarea shows only then. */
  remarks: boolean;
}

/** Y means required (spec section 5); anything else means not asked for. */
export function rewardRequirements(promotion: RewardPromotionFlags): RewardRequirements {
  return { image: promotion.imageRequired === 'Y', remarks: promotion.remarkRequired === 'Y' };
}

/** The file facts the checks need (a `File` has them). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a file is one of the types: by MIME type when the browser gives one, else by extension. */
export function hasAllowedType(file: PickedFile, extensions: readonly string[], mimeTypes: readonly string[]): boolean {
  if (file.type) return mimeTypes.includes(file.type.toLowerCase());
  return extensions.includes(extensionOf(file.name));
}

/**
 * Checks one more image for the reward application (spec section 5): jpeg/jpg/png
 * (activity_image_type), at most 5,242,880 bytes (activity_apply_remark_limit3), at most 3 in all
 * (activity_apply_remark_limit4).
 */
export function validateRewardImage(file: PickedFile, alreadyPicked: number): ValidationIssue | null {
  if (alreadyPicked >= rewardApplication.maxImages) return { key: 'reward.errors.tooManyImages', values: { max: rewardApplication.maxImages } };
  if (!hasAllowedType(file, rewardApplication.imageExtensions, rewardApplication.imageMimeTypes)) return { key: 'reward.errors.imageType' };
  if (file.size > rewardApplication.maxImageBytes)
    return { key: 'reward.errors.imageTooLarge', values: { maxMb: rewardApplication.maxImageBytes / 1_048_576 } };
  return null;
}

/** Remarks are cut at 140 characters (counted as the user sees them). */
export function clampRemarks(value: string): string {
  const characters = [...value];
  return characters.length > rewardApplication.remarksMaxLength ? characters.slice(0, rewardApplication.remarksMaxLength).join('') : value;
}

export interface RewardDraft {
  remarks: string;
  images: readonly unknown[];
}

/** Submit is enabled only when every required part is filled (spec section 2). */
export function canSubmitReward(requirements: RewardRequirements, draft: RewardDraft): boolean {
  if (requirements.remarks && draft.remarks.trim() === '') return false;
  if (requirements.image && draft.images.length === 0) return false;
  return [...draft.remarks].length <= rewardApplication.remarksMaxLength && draft.images.length <= rewardApplication.maxImages;
}

/** Cancel clears remarks and pictures. */
export const emptyRewardDraft: RewardDraft = { remarks: '', images: [] };

/** The generic image picker (spec section 5): jpg, jpeg, png or gif. */
export function isPickableImage(file: Pick<PickedFile, 'name' | 'type'>): boolean {
  return hasAllowedType({ ...file, size: 0 }, imagePicker.extensions, imagePicker.mimeTypes);
}

/** What a reward application's answer means (spec section 8): applied only when the body's success flag is set. */
export type RewardApplicationOutcome<Application> = { applied: true; application: Application } | { applied: false };

/**
 * Reads a successful (2xx) answer of the reward application: `success: true` with a value means applied;
 * any other body is the spec's "non-success flag", which changes nothing visible (no success message, no
 * navigation, the form keeps what was entered). Refusals with a catalogue code are errors, not outcomes.
 */
export function rewardApplicationOutcome<Application>(
  body: { success?: unknown; value?: Application } | null | undefined,
): RewardApplicationOutcome<Application> {
  if (body?.success === true && body.value !== undefined && body.value !== null) return { applied: true, application: body.value };
  return { applied: false };
}
