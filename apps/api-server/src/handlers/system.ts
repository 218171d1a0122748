import type { FastifyRequest } from 'fastify';
import type { WpsComponents } from '@whitelabel/api';
import { resolveMerchant, type HandlerContext } from './context.js';

type SiteSettings = WpsComponents['schemas']['SiteSettings'];
type SystemStatus = WpsComponents['schemas']['SystemStatus'];

export function systemHandlers(ctx: HandlerContext) {
  return {
    async getSystemStatus(request: FastifyRequest): Promise<{ success: true; value: SystemStatus }> {
      await resolveMerchant(ctx, request);
      const forced = ctx.config.siteStatus;
      return {
        success: true,
        value: {
          maintenance: forced === 'maintenance' || forced === 'both',
          regionRestriction: forced === 'region-restricted' || forced === 'both',
          location: { ip: request.ip },
        },
      };
    },

    async getSiteSettings(request: FastifyRequest): Promise<{ success: true; value: SiteSettings }> {
      const merchant = await resolveMerchant(ctx, request);
      return {
        success: true,
        value: {
          merchantCode: merchant.code,
          merchantName: merchant.name,
          defaultLanguage: merchant.defaultLanguage as SiteSettings['defaultLanguage'],
          languages: merchant.languages as SiteSettings['languages'],
          whitelabel: merchant.whitelabel as SiteSettings['whitelabel'],
          features: merchant.features as SiteSettings['features'],
          mobileTemplate: merchant.mobileTemplate,
          mainDomain: merchant.mainDomain,
          imageCDNs: [],
        },
      };
    },
  };
}
