import { describe, expect, it } from 'vitest';
import {
  canBindAnotherCard,
  editableProfileFields,
  sanitiseAccountNumber,
  sanitiseSecondaryPassword,
  validateAccountNumber,
  validateBindCard,
  validateResetPaymentPassword,
  validateSecondaryPassword,
  validateSecurityAnswers,
} from './security.js';

const thai = { bankCode: 'KBANK', accountNoMinLength: 10, accountNoMaxLength: 10 };
const vcb = { bankCode: 'VCB', accountNoMinLength: 10, accountNoMaxLength: 13 };

describe('withdrawal and payment passwords (six digits)', () => {
  it('asks the current password only once one is set, and refuses the same one again', () => {
    expect(validateSecondaryPassword({ newPassword: '135790', confirmPassword: '135790' }, { isSet: false }).valid).toBe(true);
    const change = validateSecondaryPassword({ newPassword: '135790', confirmPassword: '135790' }, { isSet: true });
    expect(change.errors.oldPassword?.key).toBe('security.errors.currentRequired');
    const same = validateSecondaryPassword({ oldPassword: '135790', newPassword: '135790', confirmPassword: '135790' }, { isSet: true });
    expect(same.errors.newPassword?.key).toBe('validation.password.sameAsOld');
  });

  it('needs six digits and an equal confirmation', () => {
    const check = validateSecondaryPassword({ newPassword: '12a45', confirmPassword: '' }, { isSet: false });
    expect(check.errors).toEqual({ newPassword: { key: 'security.errors.sixDigits' }, confirmPassword: { key: 'validation.password.enter' } });
    expect(check.firstInvalid).toBe('newPassword');
    expect(validateSecondaryPassword({ newPassword: '123456', confirmPassword: '123465' }, { isSet: false }).errors.confirmPassword?.key).toBe(
      'validation.password.notMatch',
    );
    expect(sanitiseSecondaryPassword('12 34-567')).toBe('123456');
  });

  it('resets by SMS with the mobile number, the code and a new six-digit password', () => {
    const rules = { mobileNum: { pattern: '^\\d{6,15}$' }, verificationCode: { pattern: '^\\d{4,10}$' } };
    const check = validateResetPaymentPassword({ mobileNum: '', verificationCode: '12', newPassword: '123456', confirmPassword: '123456' }, rules);
    expect(check.errors.mobileNum?.key).toBe('validation.mobile.required');
    expect(check.errors.verificationCode?.key).toBe('validation.smsCode.invalid');
    expect(
      validateResetPaymentPassword({ mobileNum: '812340000', verificationCode: '123456', newPassword: '123456', confirmPassword: '123456' }, rules).valid,
    ).toBe(true);
  });
});

describe('bank account numbers (digits of the bank length, no Luhn)', () => {
  it('checks the exact or ranged length of the chosen bank', () => {
    expect(validateAccountNumber('', thai)?.key).toBe('security.card.errors.accountNoRequired');
    expect(validateAccountNumber('123456789', thai)).toEqual({ key: 'security.card.errors.lengthExact', values: { length: 10 } });
    expect(validateAccountNumber('1234567890', thai)).toBeNull();
    expect(validateAccountNumber('12345678901234', vcb)).toEqual({ key: 'security.card.errors.lengthRange', values: { min: 10, max: 13 } });
    // 4111111111111112 fails Luhn; a bank account number is not a card number.
    expect(validateAccountNumber('1234567890123', vcb)).toBeNull();
    expect(validateAccountNumber('12345-67890', thai)?.key).toBe('security.card.errors.digitsOnly');
    expect(sanitiseAccountNumber('123-456 7890')).toBe('1234567890');
  });

  it('binds only with a bank of the list, a holder name and the withdrawal password', () => {
    const check = validateBindCard({ bankCode: '', accountName: ' ', accountNo: '1234567890', withdrawalPassword: '' }, [thai]);
    expect(Object.keys(check.errors)).toEqual(['bankCode', 'accountName', 'withdrawalPassword']);
    expect(validateBindCard({ bankCode: 'KBANK', accountName: 'Somchai', accountNo: '1234567890', withdrawalPassword: '246810' }, [thai]).valid).toBe(true);
  });

  it('stops binding at the card limit', () => {
    expect(canBindAnotherCard(4, 5)).toBe(true);
    expect(canBindAnotherCard(5, 5)).toBe(false);
  });
});

describe('security questions and profile fields', () => {
  it('needs different questions, each answered, and the withdrawal password', () => {
    const check = validateSecurityAnswers(
      [
        { questionId: 'Q1', answer: 'Bangkok' },
        { questionId: 'Q1', answer: 'Again' },
        { questionId: 'Q2', answer: ' ' },
        { questionId: '', answer: 'x' },
      ],
      '',
    );
    expect(check.errors).toEqual({
      1: { key: 'security.questions.errors.duplicate' },
      2: { key: 'security.questions.errors.answerRequired' },
      3: { key: 'security.questions.errors.chooseQuestion' },
    });
    expect(check.password?.key).toBe('withdraw.password.required');
    expect(validateSecurityAnswers([{ questionId: 'Q1', answer: 'Bangkok' }], '246810').valid).toBe(true);
  });

  it('edits the fields the registration settings enable; the real name only while empty', () => {
    const rules = { nickname: { enabled: true }, email: { enabled: false }, payeeName: { enabled: true } };
    expect(editableProfileFields(rules, { payeeName: null })).toEqual(['nickname', 'payeeName']);
    expect(editableProfileFields(rules, { payeeName: 'Somchai Jaidee' })).toEqual(['nickname']);
  });
});
