import type { FastifyRequest } from 'fastify';
import type { FirebaseProjectConfig } from '../config.js';
import { asc, eq } from 'drizzle-orm';
import { customerServiceChannels, downloadResources, helpTopics, merchants } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { channelPathOn } from '../services/channel-path.js';
import { encryptionScheme } from '../services/keys.js';
import { validationRules } from '../services/register-rules.js';
import { templateTheme } from '../seed/merchants.js';
import { translateFields } from '../services/content-language.js';
import { absoluteUrl, ok, resolveContentLanguage, resolveMerchant, servesHost, type HandlerContext, type OperationRequest, type Merchant } from './context.js';
import { artSizes } from '../services/art.js';
import { currencyOf } from '@whitelabel/rules';

/** Operator modules switched on per merchant, derived from its white-label flags. */
function modulesOf(merchant: Merchant): string[] {
  const modules = ['COMM3', 'FUNDTRANS3', 'AGEANNOUNCE3', 'MEMTRANS3', 'PERSPNL3', 'AGEINFO3', 'AGEDOWNMAN3', 'REG3', 'CAPTCHA3'];
  if (merchant.whitelabel.includes('CBS3')) modules.push('CBS3');
  if (merchant.whitelabel.includes('REWCEN3')) modules.push('REWCEN3');
  return modules;
}

/** The countries the phone pickers offer, with mobile number lengths (without the leading 0). */
const countries = [
  { code: 'TH', name: 'Thailand', countryDialingCode: '+66', mobileMinLength: 9, mobileMaxLength: 9 },
  { code: 'VN', name: 'Vietnam', countryDialingCode: '+84', mobileMinLength: 9, mobileMaxLength: 10 },
  { code: 'PH', name: 'Philippines', countryDialingCode: '+63', mobileMinLength: 10, mobileMaxLength: 10 },
  { code: 'MY', name: 'Malaysia', countryDialingCode: '+60', mobileMinLength: 9, mobileMaxLength: 10 },
  { code: 'ID', name: 'Indonesia', countryDialingCode: '+62', mobileMinLength: 9, mobileMaxLength: 12 },
  { code: 'KH', name: 'Cambodia', countryDialingCode: '+855', mobileMinLength: 8, mobileMaxLength: 9 },
  { code: 'IN', name: 'India', countryDialingCode: '+91', mobileMinLength: 10, mobileMaxLength: 10 },
  { code: 'BD', name: 'Bangladesh', countryDialingCode: '+880', mobileMinLength: 10, mobileMaxLength: 10 },
  { code: 'BR', name: 'Brazil', countryDialingCode: '+55', mobileMinLength: 10, mobileMaxLength: 11 },
  { code: 'CN', name: 'China', countryDialingCode: '+86', mobileMinLength: 11, mobileMaxLength: 11 },
];

/** What the site needs to know of the merchant's phone channel: Firebase's public web configuration, or sms. */
function phoneVerificationSettings(project: FirebaseProjectConfig | undefined) {
  if (!project) return { channel: 'sms' as const };
  return { channel: 'firebase' as const, firebase: { projectId: project.projectId, apiKey: project.apiKey, authDomain: project.authDomain } };
}

export function systemHandlers(ctx: HandlerContext) {
  async function resources(request: FastifyRequest, merchant: Merchant) {
    const rows = await ctx.db.select().from(downloadResources).where(eq(downloadResources.merchantCode, merchant.code)).orderBy(asc(downloadResources.id));
    return rows.map((row) => ({ resourceType: row.resourceType as 'IOS', url: absoluteUrl(request, row.url), labelNameEn: row.labelNameEn }));
  }
  async function channels(request: FastifyRequest, merchant: Merchant) {
    const rows = await ctx.db
      .select()
      .from(customerServiceChannels)
      .where(eq(customerServiceChannels.merchantCode, merchant.code))
      .orderBy(asc(customerServiceChannels.sort));
    return rows.map((row) => ({
      csType: row.csType as 'LIVECHAT',
      path: channelPathOn(absoluteUrl(request, ''), row.url, `${merchant.code}${row.id}`),
      label: row.label,
    }));
  }

  return {
    async getSystemStatus(request: FastifyRequest) {
      await resolveMerchant(ctx, request);
      const forced = ctx.config.siteStatus;
      return ok({
        maintenance: forced === 'maintenance' || forced === 'both',
        regionRestriction: forced === 'region-restricted' || forced === 'both',
        location: { ip: request.ip },
      });
    },

    async getSiteSettings(request: FastifyRequest) {
      const merchant = await resolveMerchant(ctx, request);
      return ok({
        merchantCode: merchant.code,
        merchantName: merchant.name,
        defaultLanguage: merchant.defaultLanguage,
        languages: merchant.languages,
        whitelabel: merchant.whitelabel,
        features: merchant.features,
        mobileTemplate: merchant.mobileTemplate,
        mainDomain: merchant.mainDomain,
        imageCDNs: ctx.config.imageCdns[merchant.code] ?? [],
        currency: currencyOf(merchant.currency),
        modules: modulesOf(merchant),
        resources: await resources(request, merchant),
        customerService: await channels(request, merchant),
        ageLimit: merchant.register?.ageLimit ?? 18,
        prizeMode: 'Elott',
        phoneVerification: phoneVerificationSettings(ctx.config.firebase[merchant.code]),
      });
    },

    async getWhiteLabel(request: FastifyRequest) {
      const merchant = await resolveMerchant(ctx, request);
      return ok({ merchantCode: merchant.code, flags: merchant.whitelabel, modules: modulesOf(merchant), features: merchant.features });
    },

    async getRegisterSettings(request: FastifyRequest) {
      const merchant = await resolveMerchant(ctx, request);
      const settings = merchant.register;
      if (!settings) throw new HttpError(500, 'UNKNOWN_ERROR', 'The merchant has no registration settings');
      return ok({
        usernameRegistration: settings.usernameRegistration,
        mobileRegistration: settings.mobileRegistration,
        mobilePassword: settings.mobilePassword,
        mobileVerification: settings.mobileVerification,
        captcha: settings.captcha,
        affiliateCodeCheck: settings.affiliateCheck,
        ageLimit: settings.ageLimit,
        fields: Object.entries(settings.fields).map(([name, rule]) => ({ name, ...rule })),
      });
    },

    async getRegistrationRules(request: FastifyRequest) {
      await resolveMerchant(ctx, request);
      return ok(validationRules);
    },

    async getTemplateSettings(request: FastifyRequest) {
      const merchant = await resolveMerchant(ctx, request);
      return ok({
        mobileTemplate: merchant.mobileTemplate,
        logoUrl: absoluteUrl(request, `/wps/assets/logos/${merchant.code}?w=${artSizes.vendorIcon.width}`),
        faviconUrl: absoluteUrl(request, `/wps/assets/logos/${merchant.code}.svg`),
        theme: templateTheme(merchant.code),
      });
    },

    async getCustomerService(request: FastifyRequest) {
      return ok(await channels(request, await resolveMerchant(ctx, request)));
    },

    async getDomainRoute(request: OperationRequest<'getDomainRoute'>) {
      const host = request.query.domain.toLowerCase();
      const rows = await ctx.db.select().from(merchants);
      const merchant = rows.find((row) => servesHost(row, host) || row.mainDomain === host);
      if (!merchant) throw new HttpError(404, 'NOT_FOUND', `No merchant serves ${host}`);
      return ok({ domain: host, merchantCode: merchant.code, mainDomain: merchant.mainDomain, mobilePath: '/m', device: request.query.device ?? 0 });
    },

    async getHelpCentre(request: FastifyRequest) {
      const merchant = await resolveMerchant(ctx, request);
      const language = resolveContentLanguage(request, merchant);
      const rows = await ctx.db.select().from(helpTopics).where(eq(helpTopics.merchantCode, merchant.code)).orderBy(asc(helpTopics.sort));
      const text = (row: (typeof rows)[number]) => translateFields(row.translations, language.chain, { title: row.title, content: row.content });
      return ok(
        rows
          .filter((row) => row.parentId === null)
          .map((row) => {
            const children = rows.filter((child) => child.parentId === row.id);
            return {
              id: String(row.id),
              ...text(row),
              tag: row.tag,
              ...(children.length ? { children: children.map((child) => ({ id: String(child.id), ...text(child) })) } : {}),
            };
          }),
      );
    },

    async getCountries(request: FastifyRequest) {
      const merchant = await resolveMerchant(ctx, request);
      // The merchant's own country first.
      const sorted = [...countries].sort(
        (a, b) => Number(b.countryDialingCode === merchant.countryDialingCode) - Number(a.countryDialingCode === merchant.countryDialingCode),
      );
      return ok(sorted.map((country) => ({ ...country, flagUrl: absoluteUrl(request, `/wps/assets/flags/${country.code}.svg`) })));
    },

    async getEncryptionKey(request: FastifyRequest) {
      await resolveMerchant(ctx, request);
      return ok({
        scheme: encryptionScheme,
        kid: ctx.keys.kid,
        jwk: ctx.keys.publicJwk,
        // Clients refetch daily; the pair itself lasts until an operator replaces it.
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        // Clients date their sealed payloads on this clock (replay protection, see services/keys.ts).
        serverTime: new Date().toISOString(),
      });
    },
  };
}
