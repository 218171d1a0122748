import type { AccountField } from './fields.js';
import type { RegistrationSettings, SharedRuleKey, SharedRules } from './account.js';
import type { FieldRule } from './types.js';

/** A rule of the shared rule table as the server sends it (spec section 5). */
export interface ServerValidationRule {
  key: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  messageKey: string;
}

/** A registration field setting as the server sends it (spec section 3). */
export interface ServerRegisterField {
  name: string;
  enabled: boolean;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** Key of the shared rule whose pattern and message apply. */
  patternId?: string;
}

export interface ServerRegisterSettings {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  mobilePassword: boolean;
  mobileVerification: boolean;
  captcha: boolean;
  affiliateCodeCheck: boolean;
  fields: readonly ServerRegisterField[];
}

const sharedKeys: readonly SharedRuleKey[] = ['loginUsername', 'loginMobileNum', 'loginPassword', 'verificationCode', 'password'];

function toRule(rule: ServerValidationRule): FieldRule {
  return { pattern: rule.pattern, minLength: rule.minLength, maxLength: rule.maxLength, messageKey: rule.messageKey };
}

/** The shared rule table by key (loginUsername, loginMobileNum, loginPassword, verificationCode, password). */
export function sharedRulesFrom(rules: readonly ServerValidationRule[]): SharedRules {
  const table: SharedRules = {};
  for (const rule of rules) if ((sharedKeys as readonly string[]).includes(rule.key)) table[rule.key as SharedRuleKey] = toRule(rule);
  return table;
}

/**
 * Registration switches and per-field rules from the register settings and the rule table: a
 * field's own bounds win over its pattern rule's, and the pattern rule brings pattern and message.
 */
export function registrationSettingsFrom(settings: ServerRegisterSettings, rules: readonly ServerValidationRule[]): RegistrationSettings {
  const byKey = new Map(rules.map((rule) => [rule.key, rule]));
  const fieldRules: Partial<Record<AccountField, FieldRule>> = {};
  for (const field of settings.fields) {
    const patternRule = field.patternId ? byKey.get(field.patternId) : undefined;
    fieldRules[field.name as AccountField] = {
      enabled: field.enabled,
      required: field.required,
      minLength: field.minLength ?? patternRule?.minLength,
      maxLength: field.maxLength ?? patternRule?.maxLength,
      pattern: patternRule?.pattern,
      messageKey: patternRule?.messageKey,
    };
  }
  return {
    usernameRegistration: settings.usernameRegistration,
    mobileRegistration: settings.mobileRegistration,
    mobilePassword: settings.mobilePassword,
    mobileVerification: settings.mobileVerification,
    captcha: settings.captcha,
    affiliateCheck: settings.affiliateCodeCheck,
    rules: fieldRules,
  };
}
