import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('system: status and settings (spec sections 3, 4)', () => {
  it('answers the site status with the caller IP', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'lucky88' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { maintenance: false, regionRestriction: false, location: { ip: '127.0.0.1' } } });
  });

  it("returns each merchant's own settings", async () => {
    const lucky = (await server.app.inject({ method: 'GET', url: '/wps/system/settings', headers: { merchant: 'lucky88' } })).json();
    const lotus = (await server.app.inject({ method: 'GET', url: '/wps/system/settings', headers: { merchant: 'goldenlotus' } })).json();
    expect(lucky.value).toMatchObject({ merchantCode: 'lucky88', defaultLanguage: 'TH', languages: ['TH', 'EN', 'TW'] });
    expect(lotus.value).toMatchObject({ merchantCode: 'goldenlotus', defaultLanguage: 'EN' });
    expect(lucky.value.whitelabel).not.toEqual(lotus.value.whitelabel);
  });

  it("carries each merchant's currency with its ISO 4217 minor units", async () => {
    const currencyOf = async (merchant: string) =>
      (await server.app.inject({ method: 'GET', url: '/wps/system/settings', headers: { merchant } })).json().value.currency;
    expect(await currencyOf('goldenlotus')).toEqual({ code: 'VND', minorUnits: 0 });
    expect(await currencyOf('lucky88')).toEqual({ code: 'THB', minorUnits: 2 });
    expect(await currencyOf('clearplay')).toEqual({ code: 'PHP', minorUnits: 2 });
    expect(await currencyOf('globalwin')).toEqual({ code: 'USD', minorUnits: 2 });
  });

  it('has a fourth merchant, globalwin, offering every interface language in the light theme', async () => {
    const settings = (await server.app.inject({ method: 'GET', url: '/wps/system/settings', headers: { merchant: 'globalwin' } })).json();
    expect(settings.value).toMatchObject({ merchantCode: 'globalwin', merchantName: 'Global Win', defaultLanguage: 'EN', ageLimit: 18 });
    expect(settings.value.languages).toHaveLength(30);
    const template = (await server.app.inject({ method: 'GET', url: '/wps/system/setting/template', headers: { merchant: 'globalwin' } })).json();
    expect(template.value.theme).toBe('light');
  });

  it("lists each merchant's image CDNs from IMAGE_CDNS, and none for a merchant not listed (9.038)", async () => {
    const withCdns = await startTestServer({ IMAGE_CDNS: 'lucky88=https://img1.lucky88.example,lucky88=https://img2.lucky88.example' });
    try {
      const settings = async (merchant: string) =>
        (await withCdns.app.inject({ method: 'GET', url: '/wps/system/settings', headers: { merchant } })).json().value.imageCDNs;
      expect(await settings('lucky88')).toEqual(['https://img1.lucky88.example', 'https://img2.lucky88.example']);
      expect(await settings('goldenlotus')).toEqual([]);
    } finally {
      await withCdns.close();
    }
  });

  it('resolves the merchant from the host when no Merchant header is sent', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wps/system/settings', headers: { host: 'clearplay.example' } });
    expect(response.json().value.merchantCode).toBe('clearplay');
  });

  it('answers an unknown merchant with 404 NOT_FOUND', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wps/system/settings', headers: { merchant: 'nobody' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('rejects a malformed Merchant header with 400 VALIDATION_FAILED and no stack trace', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wps/system/settings', headers: { merchant: 'bad code!' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers an unknown path with 404 URL_EMPTY', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wps/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('URL_EMPTY');
  });
});

describe('system: site status switch for testing (SITE_STATUS)', () => {
  it.each([
    ['maintenance', { maintenance: true, regionRestriction: false }],
    ['region-restricted', { maintenance: false, regionRestriction: true }],
    ['both', { maintenance: true, regionRestriction: true }],
  ])('reports %s', async (status, expected) => {
    const forced = await server.withConfig({ SITE_STATUS: status });
    const response = await forced.inject({ method: 'GET', url: '/wps/system/status' });
    expect(response.json().value).toMatchObject(expected);
  });
});
