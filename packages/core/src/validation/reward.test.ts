import { describe, expect, it } from 'vitest';
import {
  canSubmitReward,
  clampRemarks,
  emptyRewardDraft,
  isPickableImage,
  rewardApplicationOutcome,
  rewardRequirements,
  validateRewardImage,
} from './reward.js';
import { isSearchable, matchesGameName, searchInputIssue } from './search.js';

const jpeg = (size = 1000) => ({ name: 'proof.JPG', type: 'image/jpeg', size });

describe('reward application rules (spec section 5: remarks 140, jpeg/jpg/png, 5,242,880 bytes, at most 3, Y means required)', () => {
  it('reads Y as required and anything else as not asked for', () => {
    expect(rewardRequirements({ imageRequired: 'Y', remarkRequired: 'N' })).toEqual({ image: true, remarks: false });
    expect(rewardRequirements({ imageRequired: 'y', remarkRequired: null })).toEqual({ image: false, remarks: false });
  });

  it('accepts jpeg, jpg and png by type or, without one, by extension', () => {
    expect(validateRewardImage(jpeg(), 0)).toBeNull();
    expect(validateRewardImage({ name: 'a.png', type: 'image/png', size: 1 }, 0)).toBeNull();
    expect(validateRewardImage({ name: 'a.jpeg', type: '', size: 1 }, 0)).toBeNull();
    expect(validateRewardImage({ name: 'a.gif', type: 'image/gif', size: 1 }, 0)).toEqual({ key: 'reward.errors.imageType' });
    expect(validateRewardImage({ name: 'a.webp', type: '', size: 1 }, 0)).toEqual({ key: 'reward.errors.imageType' });
  });

  it('accepts 5,242,880 bytes and rejects one byte more', () => {
    expect(validateRewardImage(jpeg(5_242_880), 0)).toBeNull();
    expect(validateRewardImage(jpeg(5_242_881), 0)).toEqual({ key: 'reward.errors.imageTooLarge', values: { maxMb: 5 } });
  });

  it('accepts a third image and rejects a fourth', () => {
    expect(validateRewardImage(jpeg(), 2)).toBeNull();
    expect(validateRewardImage(jpeg(), 3)).toEqual({ key: 'reward.errors.tooManyImages', values: { max: 3 } });
  });

  it('cuts remarks at 140 characters', () => {
    expect(clampRemarks('a'.repeat(150))).toHaveLength(140);
    expect(clampRemarks('short')).toBe('short');
    expect([...clampRemarks('ก'.repeat(141))]).toHaveLength(140);
  });

  it('enables submit only when the required parts are filled', () => {
    const both = { image: true, remarks: true };
    expect(canSubmitReward(both, emptyRewardDraft)).toBe(false);
    expect(canSubmitReward(both, { remarks: '  ', images: ['x'] })).toBe(false);
    expect(canSubmitReward(both, { remarks: 'done', images: [] })).toBe(false);
    expect(canSubmitReward(both, { remarks: 'done', images: ['x'] })).toBe(true);
    expect(canSubmitReward({ image: false, remarks: false }, emptyRewardDraft)).toBe(true);
  });

  it('lets the generic picker take gif as well', () => {
    expect(isPickableImage({ name: 'a.gif', type: 'image/gif' })).toBe(true);
    expect(isPickableImage({ name: 'a.bmp', type: 'image/bmp' })).toBe(false);
  });
});

describe('reward application answer (spec section 8: success only when data.success is set)', () => {
  const application = { applicationId: 'a-1', status: 'PENDING' };
  it('is applied only with the success flag set and a value', () => {
    expect(rewardApplicationOutcome({ success: true, value: application })).toEqual({ applied: true, application });
  });
  it.each([
    [{ success: false, value: application }],
    [{ value: application }],
    [{ success: 'true', value: application }],
    [{ success: true }],
    [null],
    [undefined],
  ])('is not applied for %j', (body) => {
    expect(rewardApplicationOutcome(body)).toEqual({ applied: false });
  });
});

describe('game search input (spec section 5: at least 3 characters, lowercased substring)', () => {
  it('says nothing for an empty box (the hot list shows) and asks for 3 characters below that', () => {
    expect(searchInputIssue('')).toBeNull();
    expect(searchInputIssue('  ')).toBeNull();
    expect(searchInputIssue('ab')).toEqual({ key: 'search.minLength', values: { min: 3 } });
    expect(searchInputIssue('abc')).toBeNull();
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable(' abc ')).toBe(true);
  });

  it('matches names case-insensitively by substring', () => {
    expect(matchesGameName('Fortune GEMS 2', 'gems')).toBe(true);
    expect(matchesGameName('Fortune Gems', 'tiger')).toBe(false);
    expect(matchesGameName(undefined, 'x')).toBe(false);
  });
});
