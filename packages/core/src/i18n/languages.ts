// The table lives in the framework-free rules (the reference server's own pages read it too); core offers it as before.
export { isLanguageCode, languageInfo, languages, type LanguageCode, type LanguageInfo } from '@whitelabel/rules';
