import type { GameListFilter } from '../games/filter.js';

/**
 * Every react-query key of the product, in one place so invalidation is predictable. Keys of member
 * data carry the member's user name, so one member never sees another's cached data; logout
 * removes everything under `member`.
 */
export const queryKeys = {
  system: {
    status: ['system', 'status'] as const,
    settings: (merchantCode: string) => ['system', 'settings', merchantCode] as const,
    whiteLabel: (merchantCode: string) => ['system', 'whiteLabel', merchantCode] as const,
    registerSettings: (merchantCode: string) => ['system', 'registerSettings', merchantCode] as const,
    registrationRules: (merchantCode: string) => ['system', 'registrationRules', merchantCode] as const,
    template: (merchantCode: string) => ['system', 'template', merchantCode] as const,
    customerService: (merchantCode: string) => ['system', 'customerService', merchantCode] as const,
    help: (merchantCode: string, language: string) => ['system', 'help', merchantCode, language] as const,
    countries: ['system', 'countries'] as const,
  },
  account: {
    captcha: ['account', 'captcha'] as const,
    affiliate: (code: string) => ['account', 'affiliate', code] as const,
  },
  member: {
    all: ['member'] as const,
    info: (userName: string) => ['member', userName, 'info'] as const,
    rankProgress: (userName: string) => ['member', userName, 'rankProgress'] as const,
    wallet: (userName: string) => ['member', userName, 'wallet'] as const,
    favouriteIds: (userName: string) => ['member', userName, 'favouriteIds'] as const,
    chatUnread: (userName: string) => ['member', userName, 'chatUnread'] as const,
    inboxUnread: (userName: string) => ['member', userName, 'inboxUnread'] as const,
    inbox: (userName: string) => ['member', userName, 'inbox'] as const,
  },
  chat: {
    anchors: (type: string, keyword: string, language: string, userName: string | null) => ['chat', 'anchors', type, keyword, language, userName] as const,
    focus: (userName: string) => ['member', userName, 'focus'] as const,
    liveModels: (active: boolean | null, streaming: boolean | null, language: string) => ['chat', 'liveModels', active, streaming, language] as const,
  },
  games: {
    all: ['games'] as const,
    list: (filter: GameListFilter, pageSize: number, userName: string | null) => ['games', 'list', filter, pageSize, userName] as const,
    hot: (gameType: string, page: number, pageSize: number, language: string) => ['games', 'hot', gameType, page, pageSize, language] as const,
    menus: (language: string) => ['games', 'menus', language] as const,
    vendors: (typeId: string, language: string) => ['games', 'vendors', typeId, language] as const,
    winners: (gameCategory: string, language: string) => ['games', 'winners', gameCategory, language] as const,
    popular: (gameType: string, language: string) => ['games', 'popular', gameType, language] as const,
  },
  content: {
    announcements: (types: readonly string[], groupName: string | undefined, language: string, userName: string | null) =>
      ['content', 'announcements', [...types].sort(), groupName ?? null, language, userName] as const,
    notices: (language: string, userName: string | null) => ['content', 'notices', language, userName] as const,
    lobbyNews: (language: string) => ['content', 'lobbyNews', language] as const,
  },
  lottery: {
    list: (gameType: string, language: string) => ['lottery', 'list', gameType, language] as const,
    menu: (language: string) => ['lottery', 'menu', language] as const,
  },
  agent: {
    all: (userName: string) => ['member', userName, 'agent'] as const,
    kpi: (userName: string, startDate: string, endDate: string) => ['member', userName, 'agent', 'kpi', startDate, endDate] as const,
    team: (userName: string) => ['member', userName, 'agent', 'team'] as const,
    subordinates: (userName: string, filter: object) => ['member', userName, 'agent', 'team', 'subordinates', filter] as const,
    downline: (userName: string, filter: object) => ['member', userName, 'agent', 'team', 'downline', filter] as const,
    salaries: (userName: string) => ['member', userName, 'agent', 'salary'] as const,
    salaryCurrent: (userName: string) => ['member', userName, 'agent', 'salary', 'current'] as const,
    salaryQuery: (userName: string, filter: object) => ['member', userName, 'agent', 'salary', 'query', filter] as const,
    salaryHistory: (userName: string, filter: object) => ['member', userName, 'agent', 'salary', 'history', filter] as const,
    dividends: (userName: string) => ['member', userName, 'agent', 'dividend'] as const,
    dividendCurrent: (userName: string) => ['member', userName, 'agent', 'dividend', 'current'] as const,
    dividendInfo: (userName: string) => ['member', userName, 'agent', 'dividend', 'info'] as const,
    dividendHistory: (userName: string, filter: object) => ['member', userName, 'agent', 'dividend', 'history', filter] as const,
    rebate: (userName: string) => ['member', userName, 'agent', 'rebate'] as const,
    affiliateUrls: (userName: string) => ['member', userName, 'agent', 'affiliateUrls'] as const,
    contract: (userName: string, kind: string) => ['member', userName, 'agent', 'contract', kind] as const,
  },
  money: {
    merchantWallet: (userName: string) => ['member', userName, 'merchantWallet'] as const,
    txCodes: (userName: string, language: string) => ['member', userName, 'txCodes', language] as const,
    transactions: (userName: string, filter: object) => ['member', userName, 'transactions', filter] as const,
    depositBanks: (userName: string) => ['member', userName, 'depositBanks'] as const,
    gateways: (userName: string) => ['member', userName, 'gateways'] as const,
    depositPromos: (userName: string) => ['member', userName, 'depositPromos'] as const,
    deposits: (userName: string, range: object) => ['member', userName, 'deposits', range] as const,
    withdrawals: (userName: string, range: object) => ['member', userName, 'withdrawals', range] as const,
    bankCards: (userName: string) => ['member', userName, 'bankCards'] as const,
    security: (userName: string) => ['member', userName, 'security'] as const,
    withdrawBanks: (userName: string) => ['member', userName, 'withdrawBanks'] as const,
    securityQuestions: (userName: string, language: string) => ['member', userName, 'securityQuestions', language] as const,
    headIconPresets: (userName: string) => ['member', userName, 'headIconPresets'] as const,
    rankList: (merchantCode: string, language: string) => ['system', 'rankList', merchantCode, language] as const,
    manualRebate: (userName: string) => ['member', userName, 'manualRebate'] as const,
    missions: (userName: string) => ['member', userName, 'missions'] as const,
    rewards: (userName: string) => ['member', userName, 'rewards'] as const,
  },
} as const;
