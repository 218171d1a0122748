export { ApiProvider, useApi, type ApiContextValue } from './api-context.js';
export { queryKeys } from './query-keys.js';
export { siteStatusQuery, useSiteSettings, useSiteStatus } from './system.js';
