import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ageLimits, languages, merchantDefaults } from '@whitelabel/core';
import { classicTheme } from '@whitelabel/ui/themes/classic';
import { contrastPairs, contrastRatio } from '@whitelabel/ui/theme';
import { afterAll, describe, expect, it } from 'vitest';
import {
  artworkPieces,
  checkPhoneVerification,
  fallbackLogo,
  allMerchantSettings,
  loadMerchant,
  measureText,
  merchantArtwork,
  merchantCodes,
  merchantConfig,
  merchantConfigs,
  merchantSettings,
  merchantsDir,
} from './catalog.mjs';

describe('the merchant folders', () => {
  it('are found by their merchant.json', () => {
    expect(merchantCodes()).toEqual(['clearplay', 'globalwin', 'goldenlotus', 'lucky88']);
  });

  it('give the default merchant TH with TH, EN and TW (spec sections 1, 2)', () => {
    expect(merchantConfig('lucky88')).toEqual({
      code: 'lucky88',
      name: 'Lucky 88',
      themeId: 'classic',
      defaultLanguage: 'TH',
      languages: ['TH', 'EN', 'TW'],
      ageLimit: 18,
    });
  });

  it('have a merchant offering every interface language, so each is reachable in some build', () => {
    const global = merchantConfig('globalwin');
    expect(global).toMatchObject({ name: 'Global Win', themeId: 'light', defaultLanguage: 'EN', ageLimit: 18 });
    expect(global.languages).toEqual(languages.map((language) => language.code));
  });

  it('give each merchant one age limit of the spec: 18 by default, 21 where registration confirms 21', () => {
    for (const merchant of merchantConfigs()) expect(ageLimits).toContain(merchant.ageLimit);
    expect(merchantConfig('lucky88').ageLimit).toBe(merchantDefaults.ageLimit);
    expect(merchantConfig('goldenlotus').ageLimit).toBe(21);
  });

  it.each(merchantCodes())('%s: its theme meets WCAG AA for every text/surface pair (docs/conventions.md themes)', async (code) => {
    const { tokens } = await loadMerchant(code);
    for (const { foreground, background, minimum } of contrastPairs) {
      expect(contrastRatio(tokens.color[foreground], tokens.color[background]), `${foreground} on ${background}`).toBeGreaterThanOrEqual(minimum);
    }
  });
});

describe('a new merchant folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'merchants-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const add = (code: string, merchant: object, theme: object = { extends: 'classic' }) => {
    cpSync(join(merchantsDir(), 'lucky88'), join(dir, code), { recursive: true });
    writeFileSync(join(dir, code, 'merchant.json'), JSON.stringify(merchant));
    writeFileSync(join(dir, code, 'theme.json'), JSON.stringify(theme));
  };
  const base = { name: 'New Co', defaultLanguage: 'EN', languages: ['EN', 'TH'], ageLimit: 18 };

  it('is a merchant, with its base theme and the tokens it changes', async () => {
    add('newco', base, { extends: 'classic', tokens: { color: { brand: '#00a86b' } } });
    expect(merchantCodes(dir)).toContain('newco');
    const merchant = await loadMerchant('newco', dir);
    expect(merchant.config).toEqual({ code: 'newco', themeId: 'classic', ...base });
    expect(merchant.tokens.color.brand).toBe('#00a86b');
    expect(merchant.tokens.color.surface).toBe(classicTheme.tokens.color.surface);
    expect(merchant.theme).toMatchObject({ id: 'newco', name: 'New Co', className: 'merchant-newco' });
    expect(merchant.theme.css).toMatch(/^\.merchant-newco\{--[^}]*:#00a86b;/);
  });

  it('is refused with the reason when its files are wrong', async () => {
    add('badlang', { ...base, defaultLanguage: 'AR' });
    expect(() => merchantConfig('badlang', dir)).toThrow(/defaultLanguage must be one of its languages/);
    add('badage', { ...base, ageLimit: 16 });
    expect(() => merchantConfig('badage', dir)).toThrow(/ageLimit must be one of 18, 21/);
    add('badkey', { ...base, colour: 'red' });
    expect(() => merchantConfig('badkey', dir)).toThrow(/unknown colour/);
    add('badtheme', base, { extends: 'nosuch' });
    await expect(loadMerchant('badtheme', dir)).rejects.toThrow(
      /badtheme[/\\]theme\.json: extends: @whitelabel\/ui has no theme nosuch; its themes: classic, contrast, light/,
    );
    add('badtoken', base, { extends: 'classic', tokens: { color: { brandd: '#000000' } } });
    await expect(loadMerchant('badtoken', dir)).rejects.toThrow(/color\.brandd is not a token/);
    expect(() => merchantConfig('nobody', dir)).toThrow(/Unknown merchant nobody; known: .*newco/);
    expect(() => merchantConfig('../lucky88', dir)).toThrow(/must be lower-case/);
  });

  it('is refused at build and dev start when it verifies phones through Firebase and the build has no Firebase plug', () => {
    add('firebaseco', { ...base, phoneVerification: 'firebase' });
    expect(merchantConfig('firebaseco', dir).phoneVerification).toBe('firebase');
    expect(() => checkPhoneVerification('firebaseco', [], dir)).toThrow(
      /firebaseco[/\\]merchant\.json: "phoneVerification": "firebase" needs a site build with the firebase plug/,
    );
    expect(() => checkPhoneVerification('firebaseco', ['firebase'], dir)).not.toThrow();
    add('smsco', { ...base, phoneVerification: 'sms' });
    expect(() => checkPhoneVerification('smsco', [], dir)).not.toThrow();
    expect(() => checkPhoneVerification('newco', [], dir)).not.toThrow();
    add('badphone', { ...base, phoneVerification: 'pigeon' });
    expect(() => merchantConfig('badphone', dir)).toThrow(/phoneVerification must be one of sms, firebase/);
  });
});

describe("the reference server's keys of merchant.json", () => {
  it('give every folder its settings: hosts, money, registration, switches, each seed slot and host its own', () => {
    const all = allMerchantSettings();
    expect(all.map((merchant) => merchant.code)).toEqual(merchantCodes());
    expect(new Set(all.map((merchant) => merchant.seedSlot)).size).toBe(all.length);
    expect(merchantSettings('goldenlotus')).toMatchObject({
      mainDomain: 'goldenlotus.example',
      domains: ['goldenlotus.example'],
      currency: { code: 'VND', minorUnits: 0 },
      amounts: {
        deposit: { min: 100_000, max: 100_000_000, presets: [100_000, 500_000, 1_000_000, 5_000_000] },
        withdrawal: { min: 100_000, max: 1_000_000_000 },
        bet: { min: 100, max: 1_000_000 },
        rebate: { minClaim: 1_000 },
      },
      countryDialingCode: '+84',
      socialLogin: ['facebook', 'google'],
      features: { mobileCodeLogin: false, resetByMail: true, resetByVerification: false },
      mobileTemplate: { mem_cen: 0, dep_func: 0 },
      register: { usernameRegistration: true, mobileRegistration: false, fields: { email: { enabled: true, required: true, patternId: 'email' } } },
    });
  });

  const dir = mkdtempSync(join(tmpdir(), 'merchants-server-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const server = JSON.parse(readFileSync(join(merchantsDir(), 'lucky88', 'merchant.json'), 'utf8')) as Record<string, unknown>;
  const add = (code: string, changes: Record<string, unknown>, base = server) => {
    cpSync(join(merchantsDir(), 'lucky88'), join(dir, code), { recursive: true });
    writeFileSync(join(dir, code, 'merchant.json'), JSON.stringify({ ...base, ...changes }));
    return () => merchantSettings(code, dir);
  };

  it('are optional for the sites, required by the server: a missing one names the file and the keys', () => {
    const site = { name: 'Site Only', defaultLanguage: 'EN', languages: ['EN'], ageLimit: 18 };
    cpSync(join(merchantsDir(), 'lucky88'), join(dir, 'siteonly'), { recursive: true });
    writeFileSync(join(dir, 'siteonly', 'merchant.json'), JSON.stringify(site));
    expect(merchantConfig('siteonly', dir)).toMatchObject(site);
    expect(() => merchantSettings('siteonly', dir)).toThrow(
      /siteonly[/\\]merchant\.json: the reference server needs seedSlot, mainDomain, currency, amounts, countryDialingCode, register/,
    );
    rmSync(join(dir, 'siteonly'), { recursive: true });
  });

  it('give defaults for the lists and switches a folder leaves out', () => {
    const { whitelabel: _w, features: _f, socialLogin: _s, mobileTemplate: _m, hiddenVendors: _h, domains: _d, ...rest } = server;
    const read = add('plain', {}, rest);
    expect(read()).toMatchObject({
      domains: [],
      whitelabel: [],
      hiddenVendors: [],
      socialLogin: [],
      features: { mobileCodeLogin: false, resetByMail: false, resetByVerification: false },
      mobileTemplate: { mem_cen: 0, dep_func: 0 },
      appDownloads: {},
      supportChannels: {},
    });
    expect(add('linked', { appDownloads: { android: 'https://cdn.example/app.apk' } })().appDownloads).toEqual({ android: 'https://cdn.example/app.apk' });
    rmSync(join(dir, 'plain'), { recursive: true });
    rmSync(join(dir, 'linked'), { recursive: true });
    expect(add('supported', { supportChannels: { line: 'https://line.me/R/ti/p/@x' } })().supportChannels).toEqual({ line: 'https://line.me/R/ti/p/@x' });
    rmSync(join(dir, 'supported'), { recursive: true });
  });

  it('are refused naming the file, the field, what is wrong and what is allowed', () => {
    const refused = (changes: Record<string, unknown>, message: RegExp) => {
      expect(add('wrong', changes)).toThrow(message);
      rmSync(join(dir, 'wrong'), { recursive: true });
    };
    refused({ currency: 'THB' }, /wrong[/\\]merchant\.json: currency must be an object \{ "code": "VND", "minorUnits": 0 \} \(ISO 4217\)/);
    refused({ currency: { code: 'thb', minorUnits: 2 } }, /currency\.code is "thb"; it must be an ISO 4217 code of three capital letters/);
    refused({ currency: { code: 'THB', minorUnits: 2.5 } }, /currency\.minorUnits is 2\.5; THB has 2 minor units in ISO 4217/);
    refused({ currency: { code: 'VND', minorUnits: 2 } }, /currency\.minorUnits is 2; VND has 0 minor units in ISO 4217/);
    refused({ currency: { code: 'THB', minorUnits: 2, limits: {} } }, /currency has unknown limits \(allowed: code, minorUnits\)/);
    refused({ currency: { code: 'THB', minorUnits: 2, symbol: '฿' } }, /currency has unknown symbol \(allowed: code, minorUnits\)/);
    const amounts = server.amounts as Record<string, Record<string, unknown>>;
    const amountsWith = (group: string, changes: Record<string, unknown>) => ({ amounts: { ...amounts, [group]: { ...amounts[group], ...changes } } });
    refused({ amounts: 100 }, /amounts must be an object \{ deposit: \{ min, max, presets \}, withdrawal: \{ min, max \}, bet: .* \} in THB/);
    refused({ amounts: { ...amounts, bonus: {} } }, /amounts has unknown bonus \(allowed: deposit, withdrawal, bet, rebate\)/);
    refused({ amounts: { ...amounts, rebate: {} } }, /amounts\.rebate needs minClaim/);
    refused(amountsWith('deposit', { min: 0 }), /amounts\.deposit\.min is 0; it must be a number above 0 in THB with at most 2 decimals, e\.g\. 100\.50/);
    refused(amountsWith('withdrawal', { min: '100' }), /amounts\.withdrawal\.min is "100"; it must be a number above 0/);
    refused(amountsWith('withdrawal', { min: 100.001 }), /amounts\.withdrawal\.min is 100\.001; it must be a number above 0 in THB with at most 2 decimals/);
    refused(amountsWith('withdrawal', { min: 5_000, max: 500 }), /amounts\.withdrawal has min 5000 above max 500/);
    refused(amountsWith('deposit', { presets: [] }), /amounts\.deposit\.presets must be a list of amounts from 100 to 100000/);
    refused(amountsWith('deposit', { presets: [100, 500_000] }), /amounts\.deposit\.presets\[1\] is 500000; a preset must be from 100 to 100000/);
    refused(amountsWith('bet', { presets: [5, 1] }), /amounts\.bet\.presets must rise: 1 comes after 5/);
    refused(amountsWith('bet', { limit: 1 }), /amounts\.bet has unknown limit \(allowed: min, max, presets\)/);
    refused(
      { currency: { code: 'VND', minorUnits: 0 } },
      /amounts\.bet\.min is 0\.1; it must be a number above 0 in VND with at most 0 decimals, e\.g\. 100000/,
    );
    refused({ mainDomain: 'Lucky88.Example' }, /mainDomain is "Lucky88\.Example"; it must be a lower-case host name/);
    refused({ domains: ['ok.example', 'ok.example'] }, /domains lists ok\.example twice/);
    refused({ domains: ['https://x.example'] }, /domains lists "https:\/\/x\.example"; each entry must be a lower-case host name/);
    refused({ countryDialingCode: '66' }, /countryDialingCode is "66"; it must be "\+" and 1 to 4 digits/);
    refused({ whitelabel: ['deposit'] }, /whitelabel lists "deposit"; each entry must be an upper-case flag/);
    refused({ socialLogin: ['twitter'] }, /socialLogin lists "twitter"; each entry must be one of line, facebook, google/);
    refused({ features: { mobileCodeLogin: 'yes' } }, /features\.mobileCodeLogin must be true or false/);
    refused({ features: { smsLogin: true } }, /features has unknown smsLogin \(allowed: mobileCodeLogin, resetByMail, resetByVerification\)/);
    refused({ mobileTemplate: { mem_cen: 2, dep_func: 0 } }, /mobileTemplate must be \{ "mem_cen": 0 or 1, "dep_func": 0 or 1 \}/);
    refused({ appDownloads: { ios: 'http://x.example/app.ipa' } }, /appDownloads\.ios is "http:\/\/x\.example\/app\.ipa"; it must be an https address/);
    refused({ appDownloads: { windows: 'https://x.example/app.exe' } }, /appDownloads has unknown windows \(allowed: ios, android, mobileconfig\)/);
    refused(
      { supportChannels: { telegram: 'tg://x' } },
      /supportChannels\.telegram is "tg:\/\/x"; it must be an https address, e\.g\. "https:\/\/t\.me\/example_support"/,
    );
    refused({ supportChannels: { skype: 'https://x.example' } }, /supportChannels has unknown skype \(allowed: livechat, telegram, line, whatsapp\)/);
    refused({ supportChannels: ['https://x.example'] }, /supportChannels must be an object of https addresses by kind \(livechat, telegram, line, whatsapp\)/);
    refused({ seedSlot: -1 }, /seedSlot is -1; it must be a whole number/);
    const register = server.register as Record<string, unknown>;
    refused({ register: { ...register, captcha: undefined } }, /register needs captcha \(true or false\)/);
    refused({ register: { ...register, fields: { email: { enabled: false, required: true } } } }, /register\.fields\.email is required but not enabled/);
    refused({ register: { ...register, fields: { email: { enabled: true, required: false, minLength: 9, maxLength: 3 } } } }, /minLength 9 above maxLength 3/);
    refused({ register: { ...register, fields: { email: { enabled: true, required: false, pattern: '.*' } } } }, /register\.fields\.email has unknown pattern/);
  });

  it('are refused across folders: a seed slot or a host of another merchant', () => {
    const across = mkdtempSync(join(tmpdir(), 'merchants-across-'));
    try {
      for (const code of ['alpha', 'beta']) cpSync(join(merchantsDir(), 'lucky88'), join(across, code), { recursive: true });
      writeFileSync(join(across, 'beta', 'merchant.json'), JSON.stringify({ ...server, domains: ['beta.example'], mainDomain: 'beta.example' }));
      expect(() => allMerchantSettings(across)).toThrow(/beta[/\\]merchant\.json: seedSlot 0 is alpha's too; each folder needs its own \(1 is free\)/);
      writeFileSync(join(across, 'beta', 'merchant.json'), JSON.stringify({ ...server, seedSlot: 1 }));
      expect(() => allMerchantSettings(across)).toThrow(/beta[/\\]merchant\.json: domains names lucky88\.example, which alpha names too/);
    } finally {
      rmSync(across, { recursive: true, force: true });
    }
  });
});

describe("a merchant's artwork", () => {
  it.each(merchantCodes())('%s: has every piece drawn, each a valid SVG of its shape', (code) => {
    const artwork = merchantArtwork(code);
    expect(Object.keys(artwork)).toEqual(Object.keys(artworkPieces));
    for (const [name, svg] of Object.entries(artwork)) expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('is drawn for each merchant: no two merchants share a logo or an icon', () => {
    for (const piece of ['logo-light.svg', 'logo-dark.svg', 'icon.svg', 'favicon.svg']) {
      const drawn = merchantCodes().map((code) => merchantArtwork(code)[piece as keyof typeof artworkPieces]);
      expect(new Set(drawn).size, piece).toBe(drawn.length);
    }
  });

  const dir = mkdtempSync(join(tmpdir(), 'merchants-art-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const withArtwork = (code: string, name: string, svg: string) => {
    cpSync(join(merchantsDir(), 'lucky88'), join(dir, code), { recursive: true });
    writeFileSync(join(dir, code, 'artwork', name), svg);
    return () => merchantArtwork(code, dir);
  };
  const svg = (viewBox: string, body = '<rect width="1" height="1"/>') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>\n`;

  it('is refused naming the file and what is wrong', () => {
    expect(withArtwork('notsvg', 'icon.svg', '\x89PNG')).toThrow(/notsvg\/artwork\/icon\.svg: is not an SVG document/);
    expect(withArtwork('noxmlns', 'icon.svg', '<svg viewBox="0 0 1 1"></svg>')).toThrow(/noxmlns\/artwork\/icon\.svg: the <svg> element needs xmlns/);
    expect(withArtwork('noviewbox', 'favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"></svg>')).toThrow(
      /favicon\.svg: the <svg> element needs a viewBox/,
    );
    expect(withArtwork('badviewbox', 'icon.svg', svg('0 0 a b'))).toThrow(/icon\.svg: viewBox "0 0 a b" must be four numbers/);
    expect(withArtwork('zeroviewbox', 'icon.svg', svg('0 0 0 512'))).toThrow(/must have a positive width and height/);
    expect(withArtwork('oblongicon', 'icon-maskable.svg', svg('0 0 512 500'))).toThrow(
      /icon-maskable\.svg: viewBox 512×500 is 1\.02:1 \(width:height\); 1:1 \(a square\) is allowed/,
    );
    expect(withArtwork('squarelogo', 'logo-dark.svg', svg('0 0 60 60'))).toThrow(/logo-dark\.svg: viewBox 60×60 is 1\.00:1 .*between 2:1 and 8:1/);
    expect(withArtwork('widesplash', 'splash.svg', svg('0 0 1920 1080'))).toThrow(/splash\.svg: .*between 0\.4:1 and 0\.75:1/);
    expect(withArtwork('script', 'icon.svg', svg('0 0 1 1', '<script>alert(1)</script>'))).toThrow(/must not hold <script>/);
    expect(withArtwork('onload', 'icon.svg', svg('0 0 1 1', '<rect onload="x()"/>'))).toThrow(/event attributes/);
    expect(withArtwork('external', 'icon.svg', svg('0 0 1 1', '<image href="https://cdn.test/a.png"/>'))).toThrow(/refers to https:\/\/cdn\.test\/a\.png/);
    // A data URL is self-contained only as a PNG (what the studio writes for an uploaded PNG), never a page or a script.
    expect(withArtwork('htmldata', 'icon.svg', svg('0 0 1 1', '<image href="data:text/html;base64,PHA+"/>'))).toThrow(/refers to data:text\/html/);
    expect(withArtwork('pngdata', 'icon.svg', svg('0 0 1 1', '<image href="data:image/png;base64,iVBORw0KGgo="/>'))).not.toThrow();
    expect(withArtwork('huge', 'icon.svg', svg('0 0 1 1', `<!--${'x'.repeat(40_000)}-->`))).toThrow(/bytes; at most 32768/);
    expect(withArtwork('unknown', 'logo.png', 'x')).toThrow(/unknown\/artwork\/logo\.png: not a piece .*allowed: logo-light\.svg/);
  });

  it('may leave pieces out: those are null, for the build to draw', () => {
    cpSync(join(merchantsDir(), 'lucky88'), join(dir, 'partial'), { recursive: true });
    unlinkSync(join(dir, 'partial', 'artwork', 'logo-light.svg'));
    expect(merchantArtwork('partial', dir)['logo-light.svg']).toBeNull();
    expect(merchantArtwork('partial', dir)['logo-dark.svg']).toContain('<svg');
    rmSync(join(dir, 'partial', 'artwork'), { recursive: true });
    expect(Object.values(merchantArtwork('partial', dir)).every((piece) => piece === null)).toBe(true);
  });
});

describe('the generated logo', () => {
  const colours = { brand: '#d1105a', onBrand: '#ffffff', text: '#16181d' };
  const viewBoxWidth = (svg: string) => Number(/viewBox="0 0 (\d+) 60"/.exec(svg)?.[1]);

  it('is as wide as the name measures, never a fixed cut: all of a long name is there', () => {
    const short = fallbackLogo('Ace', colours);
    const long = fallbackLogo('Golden Lotus Grand Casino', colours);
    expect(long).toContain('>Golden Lotus Grand Casino</text>');
    expect(viewBoxWidth(long)).toBeGreaterThan(viewBoxWidth(short) * 3);
    expect(viewBoxWidth(long)).toBeGreaterThanOrEqual(70 + measureText('Golden Lotus Grand Casino', 30));
    // The browser's glyphs are held to the measured width whatever the font.
    expect(long).toMatch(/textLength="\d+" lengthAdjust="spacingAndGlyphs"/);
  });

  it('measures graphemes: a wide script is wider, combining marks take no room', () => {
    expect(measureText('黄金莲花', 30)).toBe(120);
    expect(measureText('สุ', 30)).toBe(measureText('ส', 30));
    expect(measureText('MMMM', 30)).toBeGreaterThan(measureText('iiii', 30));
  });

  it('escapes the name and starts with its initial', () => {
    const logo = fallbackLogo('a<b & "c"', colours);
    expect(logo).toContain('>a&lt;b &amp; &quot;c&quot;</text>');
    expect(logo).toContain('>A</text>');
  });
});

describe('the texts of the interface', () => {
  it('never name a merchant: a name or code comes from the folders, interpolated', () => {
    const locales = join(merchantsDir(), '..', 'packages', 'core', 'src', 'i18n', 'locales');
    const files = readdirSync(locales, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThan(100);
    const named = files.flatMap((file) => {
      const text = readFileSync(join(locales, file), 'utf8').toLowerCase();
      return merchantConfigs()
        .flatMap((merchant) => [merchant.code, merchant.name.toLowerCase()])
        .filter((name) => text.includes(name))
        .map((name) => `${file}: ${name}`);
    });
    expect(named).toEqual([]);
  });
});
