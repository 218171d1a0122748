import type { labels, Translations } from '../../db/schema.js';
import { ar } from './ar.js';
import { bn } from './bn.js';
import { en } from './en.js';
import { es } from './es.js';
import { fa } from './fa.js';
import { fil } from './fil.js';
import { fr } from './fr.js';
import { hi } from './hi.js';
import { id } from './id.js';
import { ja } from './ja.js';
import { kk } from './kk.js';
import { km } from './km.js';
import { ko } from './ko.js';
import { lo } from './lo.js';
import { ms } from './ms.js';
import { my } from './my.js';
import { ne } from './ne.js';
import { ptBR } from './pt-BR.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import { ta } from './ta.js';
import { th } from './th.js';
import { tr } from './tr.js';
import { urLatn } from './ur-Latn.js';
import { ur } from './ur.js';
import { uz } from './uz.js';
import { vi } from './vi.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';
import type { ContentTexts, ShortTexts } from './types.js';

/**
 * The demo content's texts by spec language code (the 30 interface languages; KR is found under KO, see
 * services/content-language.ts). MY is Burmese, MS Malay, TY Filipino, UR-LA Urdu in Latin script.
 */
export const textsByLanguage: Record<string, ContentTexts> = {
  CN: zhCN,
  EN: en,
  JA: ja,
  TH: th,
  VI: vi,
  MY: my,
  ES: es,
  HI: hi,
  ID: id,
  KM: km,
  KO: ko,
  MS: ms,
  PT: pt,
  TA: ta,
  TW: zhTW,
  TY: fil,
  UR: ur,
  'UR-LA': urLatn,
  'PT-BR': ptBR,
  TR: tr,
  BN: bn,
  AR: ar,
  FA: fa,
  RU: ru,
  KK: kk,
  UZ: uz,
  LO: lo,
  NE: ne,
  FR: fr,
};

/** The texts of a spec language code (KR as KO), or undefined for a code without texts. */
export function contentTexts(code: string): ContentTexts | undefined {
  return textsByLanguage[code === 'KR' ? 'KO' : code];
}

type LabelRow = typeof labels.$inferInsert;

/** Shared names (labels table) and the short text each one is. */
const labelTexts: [scope: string, key: string, text: keyof ShortTexts][] = [
  ['game_type', 'RNG', 'gameRng'],
  ['game_type', 'FISH', 'gameFish'],
  ['game_type', 'PVP', 'gamePvp'],
  ['game_type', 'LIVE', 'gameLive'],
  ['game_type', 'SPORTS', 'gameSports'],
  ['game_type', 'ESPORTS', 'gameEsports'],
  ['game_type', 'COCKFIGHT', 'gameCockfight'],
  ['game_type', 'LOTT', 'gameLott'],
  ['game_type', 'ELOTT', 'gameElott'],
  ['classification', 'RNG:SLOT', 'gameRng'],
  ['classification', 'RNG:FeatureBuy', 'classFeatureBuy'],
  ['classification', 'RNG:MEGAWAYS', 'classMegaways'],
  ['classification', 'RNG:JP', 'classJackpot'],
  ['classification', 'RNG:BG', 'classBingo'],
  ['classification', 'RNG:CLASSIC', 'classClassic'],
  ['classification', 'RNG:CRASH', 'classCrash'],
  ['classification', 'RNG:ARCADE', 'classArcade'],
  ['classification', 'FISH:ARCADE', 'gameFish'],
  ['classification', 'PVP:POKER', 'classPoker'],
  ['classification', 'PVP:TABLE', 'classTable'],
  ['classification', 'LIVE:BACCARAT', 'classBaccarat'],
  ['classification', 'LIVE:ROULETTE', 'classRoulette'],
  ['classification', 'LIVE:SICBO', 'classSicBo'],
  ['classification', 'LIVE:DRAGON_TIGER', 'classDragonTiger'],
  ['classification', 'LIVE:POKER', 'classPoker'],
  ['classification', 'ELOTT:KENO', 'classKeno'],
  ['gateway', 'G1', 'gatewayQr'],
  ['gateway', 'G2', 'gatewayOnlineBanking'],
  ['gateway', 'G3', 'gatewayEwallet'],
  ['gateway', 'G4', 'gatewayUsdt'],
  ['bank', 'B1', 'bankKasikorn'],
  ['bank', 'B2', 'bankScb'],
  ['deposit_promo', 'DP20', 'depositFirst20'],
  ['deposit_promo', 'DP5', 'depositDaily5'],
  ['action', 'APPLY', 'actionApply'],
  ['action', 'JOIN', 'actionJoin'],
  ['art', 'PROMOTION', 'artPromotion'],
  ['art', 'TERMS_APPLY', 'artTermsApply'],
];

/** Every shared name in every language that has texts. */
export function buildLabels(): LabelRow[] {
  return labelTexts.map(([scope, key, text]) => ({
    scope,
    key,
    names: Object.fromEntries(Object.entries(textsByLanguage).map(([code, texts]) => [code, texts.short[text]])),
  }));
}

/**
 * One short text in each given language that has texts, EN left out (the row's own column holds it), with
 * placeholders filled: the translations of a system text (missions, VIP ranks, inbox messages).
 */
export function shortTranslations(text: keyof ShortTexts, languages: readonly string[], fill: (text: string) => string = (own) => own): Translations<string> {
  const translations: Translations<string> = {};
  for (const code of languages) {
    const texts = contentTexts(code);
    if (code !== 'EN' && texts) translations[code] = fill(texts.short[text]);
  }
  return translations;
}
