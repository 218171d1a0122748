/**
 * The interface languages, framework-free: the sites, the mocks and the reference server's own pages (chat room,
 * demo game) read the same table. The codes are the contract's `LanguageCode` (core checks they agree).
 */
export const languageCodes = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'KR',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'UR-LA',
  'PT-BR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
] as const;

export type LanguageCode = (typeof languageCodes)[number];

export interface LanguageInfo {
  code: LanguageCode;
  /** BCP 47 tag used for `<html lang>`, Intl formatting and the locale file name. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** The language's own name, shown in the language picker. */
  nativeName: string;
}

/**
 * The 30 interface languages of spec section 1 and their BCP 47 tags. KO and KR are both Korean;
 * MY is Burmese and MS Malay; UR-LA is Urdu in Latin script; TY is taken as Filipino (decision log).
 */
export const languages: readonly LanguageInfo[] = [
  { code: 'CN', tag: 'zh-CN', dir: 'ltr', nativeName: '简体中文' },
  { code: 'EN', tag: 'en', dir: 'ltr', nativeName: 'English' },
  { code: 'JA', tag: 'ja', dir: 'ltr', nativeName: '日本語' },
  { code: 'TH', tag: 'th', dir: 'ltr', nativeName: 'ไทย' },
  { code: 'VI', tag: 'vi', dir: 'ltr', nativeName: 'Tiếng Việt' },
  { code: 'MY', tag: 'my', dir: 'ltr', nativeName: 'မြန်မာ' },
  { code: 'ES', tag: 'es', dir: 'ltr', nativeName: 'Español' },
  { code: 'HI', tag: 'hi', dir: 'ltr', nativeName: 'हिन्दी' },
  { code: 'ID', tag: 'id', dir: 'ltr', nativeName: 'Bahasa Indonesia' },
  { code: 'KM', tag: 'km', dir: 'ltr', nativeName: 'ខ្មែរ' },
  { code: 'KO', tag: 'ko', dir: 'ltr', nativeName: '한국어' },
  // KR names the country, so a picker offering both codes shows two different names.
  { code: 'KR', tag: 'ko', dir: 'ltr', nativeName: '한국어 (대한민국)' },
  { code: 'MS', tag: 'ms', dir: 'ltr', nativeName: 'Bahasa Melayu' },
  { code: 'PT', tag: 'pt', dir: 'ltr', nativeName: 'Português' },
  { code: 'TA', tag: 'ta', dir: 'ltr', nativeName: 'தமிழ்' },
  { code: 'TW', tag: 'zh-TW', dir: 'ltr', nativeName: '繁體中文' },
  { code: 'TY', tag: 'fil', dir: 'ltr', nativeName: 'Filipino' },
  { code: 'UR', tag: 'ur', dir: 'rtl', nativeName: 'اردو' },
  { code: 'UR-LA', tag: 'ur-Latn', dir: 'ltr', nativeName: 'Urdu (Roman)' },
  { code: 'PT-BR', tag: 'pt-BR', dir: 'ltr', nativeName: 'Português (Brasil)' },
  { code: 'TR', tag: 'tr', dir: 'ltr', nativeName: 'Türkçe' },
  { code: 'BN', tag: 'bn', dir: 'ltr', nativeName: 'বাংলা' },
  { code: 'AR', tag: 'ar', dir: 'rtl', nativeName: 'العربية' },
  { code: 'FA', tag: 'fa', dir: 'rtl', nativeName: 'فارسی' },
  { code: 'RU', tag: 'ru', dir: 'ltr', nativeName: 'Русский' },
  { code: 'KK', tag: 'kk', dir: 'ltr', nativeName: 'Қазақ' },
  { code: 'UZ', tag: 'uz', dir: 'ltr', nativeName: 'Oʻzbek' },
  { code: 'LO', tag: 'lo', dir: 'ltr', nativeName: 'ລາວ' },
  { code: 'NE', tag: 'ne', dir: 'ltr', nativeName: 'नेपाली' },
  { code: 'FR', tag: 'fr', dir: 'ltr', nativeName: 'Français' },
];

const byCode = new Map(languages.map((language) => [language.code, language]));

export function languageInfo(code: LanguageCode): LanguageInfo {
  const info = byCode.get(code);
  if (!info) throw new Error(`Unknown language code ${code}`);
  return info;
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value as LanguageCode);
}
