import { collectErrors, type FormCheck } from './rules.js';
import { validateAccountField, type AccountField } from './fields.js';
import type { FieldRule, ValidationIssue } from './types.js';

// ---------------------------------------------------------------------------------------------
// Security centre (spec sections 5 and 7): withdrawal and payment passwords, bank
// accounts, security questions and profile edits.

/** Withdrawal and payment passwords are six digits (the server's paymentPassword rule). */
export const secondaryPasswordPattern = /^\d{6}$/;

/** What a six-digit password input keeps: digits only, at most 6. */
export function sanitiseSecondaryPassword(value: string): string {
  return value.replace(/\D+/g, '').slice(0, 6);
}

export interface SecondaryPasswordInput {
  /** The current password; asked only once one is set. */
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Setting or changing a withdrawal or payment password: the current one when one is set, six digits,
 * different from the current one, confirmation required and equal.
 */
export function validateSecondaryPassword(input: SecondaryPasswordInput, options: { isSet: boolean }): FormCheck<keyof SecondaryPasswordInput> {
  const newIssue: ValidationIssue | null = !input.newPassword
    ? { key: 'validation.password.required' }
    : !secondaryPasswordPattern.test(input.newPassword)
      ? { key: 'security.errors.sixDigits' }
      : options.isSet && input.oldPassword === input.newPassword
        ? { key: 'validation.password.sameAsOld' }
        : null;
  return collectErrors<keyof SecondaryPasswordInput>(['oldPassword', 'newPassword', 'confirmPassword'], {
    oldPassword: options.isSet && !input.oldPassword ? { key: 'security.errors.currentRequired' } : null,
    newPassword: newIssue,
    confirmPassword: !input.confirmPassword
      ? { key: 'validation.password.enter' }
      : input.confirmPassword !== input.newPassword
        ? { key: 'validation.password.notMatch' }
        : null,
  });
}

export interface ResetPaymentPasswordInput {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
}

/** Resetting the payment password by SMS: the account's mobile number, the code, and a new six-digit password. */
export function validateResetPaymentPassword(
  input: ResetPaymentPasswordInput,
  rules: { mobileNum?: FieldRule; verificationCode?: FieldRule },
): FormCheck<keyof ResetPaymentPasswordInput> {
  const password = validateSecondaryPassword({ newPassword: input.newPassword, confirmPassword: input.confirmPassword }, { isSet: false });
  return collectErrors<keyof ResetPaymentPasswordInput>(['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'], {
    mobileNum: validateAccountField('mobileNum', input.mobileNum, { ...rules.mobileNum, required: true }),
    verificationCode: validateAccountField('verificationCode', input.verificationCode, { ...rules.verificationCode, required: true }),
    newPassword: password.errors.newPassword ?? null,
    confirmPassword: password.errors.confirmPassword ?? null,
  });
}

/** A bank a card may be bound at, with the length of its account numbers (getWithdrawBanks). */
export interface AccountNumberBank {
  bankCode: string;
  accountNoMinLength: number;
  accountNoMaxLength: number;
}

/** What the account-number input keeps: digits only (spaces and dashes people copy are dropped). */
export function sanitiseAccountNumber(value: string): string {
  return value.replace(/\D+/g, '').slice(0, 30);
}

/**
 * An account number is digits only, of its bank's length (no Luhn check: these are bank account
 * numbers, not card numbers; see docs/decisions.md).
 */
export function validateAccountNumber(accountNo: string, bank: AccountNumberBank | undefined): ValidationIssue | null {
  if (!accountNo) return { key: 'security.card.errors.accountNoRequired' };
  if (!/^\d+$/.test(accountNo)) return { key: 'security.card.errors.digitsOnly' };
  if (!bank) return null;
  const { accountNoMinLength: min, accountNoMaxLength: max } = bank;
  if (accountNo.length < min || accountNo.length > max) {
    return min === max
      ? { key: 'security.card.errors.lengthExact', values: { length: min } }
      : { key: 'security.card.errors.lengthRange', values: { min, max } };
  }
  return null;
}

export interface BindCardInput {
  bankCode: string;
  accountName: string;
  accountNo: string;
  withdrawalPassword: string;
}

/** Binding a bank card: a bank of the list, the holder's name, a valid account number, the withdrawal password. */
export function validateBindCard(input: BindCardInput, banks: readonly AccountNumberBank[]): FormCheck<keyof BindCardInput> {
  const bank = banks.find((item) => item.bankCode === input.bankCode);
  return collectErrors<keyof BindCardInput>(['bankCode', 'accountName', 'accountNo', 'withdrawalPassword'], {
    bankCode: bank ? null : { key: 'security.card.errors.bankRequired' },
    accountName: input.accountName.trim() ? null : { key: 'security.card.errors.accountNameRequired' },
    accountNo: validateAccountNumber(input.accountNo, bank),
    withdrawalPassword: input.withdrawalPassword ? null : { key: 'withdraw.password.required' },
  });
}

/** Whether another card may be bound (the server's `maxCards`). */
export function canBindAnotherCard(boundCount: number, maxCards: number | undefined): boolean {
  return maxCards === undefined || boundCount < maxCards;
}

export interface SecurityAnswer {
  questionId: string;
  answer: string;
}

/** Security questions: 1 to 3 different questions, each answered (at most 64 characters), and the withdrawal password. */
export function validateSecurityAnswers(
  answers: readonly SecurityAnswer[],
  withdrawalPassword: string,
): { errors: Record<number, ValidationIssue>; password: ValidationIssue | null; valid: boolean } {
  const errors: Record<number, ValidationIssue> = {};
  const seen = new Set<string>();
  answers.forEach((item, index) => {
    if (!item.questionId) errors[index] = { key: 'security.questions.errors.chooseQuestion' };
    else if (seen.has(item.questionId)) errors[index] = { key: 'security.questions.errors.duplicate' };
    else if (!item.answer.trim()) errors[index] = { key: 'security.questions.errors.answerRequired' };
    else if ([...item.answer.trim()].length > 64) errors[index] = { key: 'validation.tooLong', values: { max: 64 } };
    seen.add(item.questionId);
  });
  const password = withdrawalPassword ? null : { key: 'withdraw.password.required' };
  return { errors, password, valid: Object.keys(errors).length === 0 && !password };
}

/** Profile fields a member may edit, when their registration rule is enabled. */
export type ProfileField = Extract<AccountField, 'nickname' | 'email' | 'payeeName'>;
export const profileFields: readonly ProfileField[] = ['nickname', 'email', 'payeeName'];

/**
 * Which profile fields can be edited: those whose registration rule is enabled; the real name only
 * while it is empty (withdrawals must match it; customer service changes it afterwards).
 */
export function editableProfileFields(rules: Partial<Record<AccountField, FieldRule>>, info: { payeeName: string | null }): ProfileField[] {
  return profileFields.filter((field) => rules[field]?.enabled === true && !(field === 'payeeName' && info.payeeName));
}

/** Checks a profile edit by the field's registration rule (nickname, e-mail and real name messages). */
export function validateProfileField(field: ProfileField, value: string, rule: FieldRule | undefined): ValidationIssue | null {
  return validateAccountField(field, value, rule);
}
