import type { FastifyInstance } from 'fastify';
import type { SiteStatusOverride } from './config.js';
import { HttpError } from './errors.js';

/**
 * Operations that stay open whatever the site status says: the status itself and the configuration the
 * status screens and the sites' start-up read (merchant settings, flags, template, domain route) plus the
 * customer-service channels, the one way a blocked visitor can reach the operator.
 */
export const openWhileBlocked: ReadonlySet<string> = new Set([
  'getSystemStatus',
  'getSiteSettings',
  'getWhiteLabel',
  'getTemplateSettings',
  'getDomainRoute',
  'getCustomerService',
]);

/** The refusal every other operation answers under a status (spec section 8; maintenance wins when both apply, as in section 4). */
export function siteStatusRefusal(status: SiteStatusOverride): HttpError | undefined {
  if (status === 'maintenance' || status === 'both') return new HttpError(503, 'PLATFORM_MAINTENANCE', 'Platform under maintenance');
  if (status === 'region-restricted') return new HttpError(403, 'IP_BLOCKED', 'Your IP or location is blocked');
  return undefined;
}

/**
 * While the site status reports maintenance or a region restriction, every contract operation but those in
 * `openWhileBlocked` (and the development helpers) answers 503 PLATFORM_MAINTENANCE or 403 IP_BLOCKED before
 * anything else is checked, so no client reaches data or money the status screens hide.
 */
export function installSiteStatusGate(app: FastifyInstance, status: SiteStatusOverride, developmentOperations: ReadonlySet<string>): void {
  const refusal = siteStatusRefusal(status);
  if (!refusal) return;
  app.addHook('onRequest', async (request) => {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId || openWhileBlocked.has(operationId) || developmentOperations.has(operationId)) return;
    throw refusal;
  });
}

/** The operationIds a contract document marks x-development-only. */
export function developmentOperationIds(documents: Record<string, unknown>[]): Set<string> {
  const ids = new Set<string>();
  for (const document of documents) {
    for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, { operationId?: string; 'x-development-only'?: boolean }>>)) {
      for (const operation of Object.values(item)) if (operation?.operationId && operation['x-development-only']) ids.add(operation.operationId);
    }
  }
  return ids;
}
