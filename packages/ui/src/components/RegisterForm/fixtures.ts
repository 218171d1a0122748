import { storySmsLabels } from '../../internal/story-fixtures.js';
import type { RegisterFieldSet, RegisterFormLabels } from './RegisterForm.js';

/** English labels for stories and tests (the app passes translations). */
export const registerLabels: RegisterFormLabels = {
  methods: 'Registration method',
  methodUsername: 'Username',
  methodMobile: 'Mobile number',
  fields: {
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm password',
    mobile: 'Mobile number',
    smsCode: 'Verification code',
    captcha: 'Captcha',
    affiliateCode: 'Invitation code',
    nickname: 'Nickname',
    realName: 'Real name',
    email: 'E-mail',
    idNumber: 'ID number',
    qq: 'QQ',
    facebook: 'Facebook',
    wechat: 'WeChat',
    line: 'LINE',
    whatsapp: 'WhatsApp',
    zalo: 'Zalo',
    birthday: 'Birthday',
    paymentPassword: 'Payment password',
    recommender: 'Recommender',
  },
  showPassword: 'Show password',
  countryCode: 'Country code',
  sms: storySmsLabels,
  captchaRefresh: 'Tap the image for a new code',
  birthday: { year: 'Year', month: 'Month', day: 'Day' },
  agreement: 'I confirm I am over 21 and accept the',
  submit: 'Register',
  backToLogin: 'Already have an account? Log in',
  socialHeading: 'Or sign up with',
  social: { line: 'LINE', facebook: 'Facebook', google: 'Google' },
};

/** A typical merchant: username mode with password pair and captcha; mobile mode with SMS (and the captcha its "Get code" needs). */
export const usernameFields: RegisterFieldSet = {
  username: { required: true },
  password: { required: true },
  confirmPassword: { required: true },
  captcha: { required: true },
  affiliateCode: { required: false },
};

export const mobileFields: RegisterFieldSet = {
  mobile: { required: true },
  smsCode: { required: true },
  captcha: { required: true },
  affiliateCode: { required: false },
};

/** Every optional field switched on, some required. */
export const allFields: RegisterFieldSet = {
  ...usernameFields,
  mobile: { required: true },
  smsCode: { required: true },
  nickname: { required: false },
  realName: { required: true },
  email: { required: false },
  idNumber: { required: false },
  qq: { required: false },
  facebook: { required: false },
  wechat: { required: false },
  line: { required: false },
  whatsapp: { required: false },
  zalo: { required: false },
  birthday: { required: true },
  paymentPassword: { required: false },
  recommender: { required: false },
};
