import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptChannelPath } from '../src/services/channel-path.js';
import { call, login, multipart, pngBytes, startTestServer, type FilePart, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, extra: { token?: string; merchant?: string; headers?: Record<string, string> } = {}) =>
  call(server.app, { method: 'GET', url, ...extra });
/** A tiny valid PNG (1 x 1). */

describe('announcements with read state (spec sections 2, 4, 6)', () => {
  it('returns the groups asked for: banners of a group, marquee, popups by execution, hot, promotions', async () => {
    const guest = (await get('/wps/announcements?types=B&types=PL&types=PU&types=H&types=Promotion&groupName=m_home')).json().value;
    expect(guest.banners.length).toBe(3);
    expect(guest.banners[0].linkage.kind).toBe('PROMOTION');
    expect(guest.player.every((entry: { read: boolean }) => entry.read)).toBe(true);
    expect(guest.popup.map((p: { execution: string }) => p.execution)).toEqual(['B']);
    expect(guest.hot.length).toBe(3);
    expect(guest.promotionCategories.length).toBe(4);
    const token = await login(server.app, 'member0');
    expect((await get('/wps/announcements?types=PU', { token })).json().value.popup.map((p: { execution: string }) => p.execution)).toEqual(['A']);
  });

  it('marks a notice read and unread for a member; type 4 always reads everything', async () => {
    const token = await login(server.app, 'member0');
    const notices = (await get('/wps/notice', { token })).json().value as { id: string; read: boolean }[];
    expect(notices.every((n) => !n.read)).toBe(true);
    const mark = (read: boolean, t = token) =>
      call(server.app, { method: 'POST', url: '/wps/announcements/read', token: t, payload: { announcementId: notices[0]!.id, read } });
    expect((await mark(true)).statusCode).toBe(200);
    expect(((await get('/wps/notice', { token })).json().value as { id: string; read: boolean }[]).find((n) => n.id === notices[0]!.id)!.read).toBe(true);
    await mark(false);
    expect(((await get('/wps/notice', { token })).json().value as { id: string; read: boolean }[]).find((n) => n.id === notices[0]!.id)!.read).toBe(false);
    const four = await login(server.app, 'member4');
    expect(((await get('/wps/notice', { token: four })).json().value as { read: boolean }[]).every((n) => n.read)).toBe(true);
    expect(
      (await call(server.app, { method: 'POST', url: '/wps/announcements/read', token, payload: { announcementId: '424242', read: true } })).statusCode,
    ).toBe(404);
  });

  it('marks read within the query its list was read with (spec 7.048): a notice is found among A, not among PU', async () => {
    const token = await login(server.app, 'member0');
    const notice = ((await get('/wps/notice', { token })).json().value as { id: string }[])[1]!;
    const mark = (query: string) =>
      call(server.app, { method: 'POST', url: `/wps/announcements/read?${query}`, token, payload: { announcementId: notice.id, read: true } });
    expect((await mark('types=PU&platform=M')).statusCode).toBe(404);
    expect(((await get('/wps/notice', { token })).json().value as { id: string; read: boolean }[]).find((n) => n.id === notice.id)!.read).toBe(false);
    expect((await mark('types=A&platform=M')).statusCode).toBe(200);
    expect(((await get('/wps/notice', { token })).json().value as { id: string; read: boolean }[]).find((n) => n.id === notice.id)!.read).toBe(true);
  });

  it('localises a notice when a translation exists for the language', async () => {
    const thai = (await get('/wps/notice', { headers: { language: 'TH' } })).json().value as { title: string }[];
    expect(thai.some((n) => /[\u0E00-\u0E7F]/.test(n.title))).toBe(true);
    expect((await get('/wps/announcements/lobby')).json().value.length).toBe(3);
  });
});

describe('promotions and reward application (spec sections 2, 5, 9)', () => {
  const promotionsOf = async () =>
    (await get('/wps/announcements?types=Promotion')).json().value.promotion as {
      id: string;
      linkedPromotionId: string;
      imageRequired: string;
      remarkRequired: string;
      noExpiry: number;
    }[];

  it('lists promotions with images, categories, requirements and noExpiry', async () => {
    const list = await promotionsOf();
    expect(list.length).toBe(6);
    expect(list.some((p) => p.noExpiry === 1)).toBe(true);
    expect(list.some((p) => p.imageRequired === 'Y' && p.remarkRequired === 'Y')).toBe(true);
  });

  it('checks remarks and images server-side (multipart, content checked), stores the upload and refuses a second application', async () => {
    const token = await login(server.app, 'member0');
    const both = (await promotionsOf()).find((p) => p.imageRequired === 'Y' && p.remarkRequired === 'Y')!;
    const picture = (bytes: Buffer, type = 'image/png', name = 'p.png'): FilePart => ({ field: 'pictures', name, type, bytes });
    const apply = async (fields: Record<string, string>, pictures: FilePart[]) =>
      call(server.app, {
        method: 'POST',
        url: '/wps/promotion/reward/apply',
        token,
        ...(await multipart({ promotionId: both.linkedPromotionId, ...fields }, pictures)),
      });
    expect((await apply({}, [picture(pngBytes)])).json().code).toBe('VALIDATION_FAILED');
    expect((await apply({ remarks: 'my id' }, [])).json().details[0].field).toBe('pictures');
    expect((await apply({ remarks: 'x'.repeat(141) }, [picture(pngBytes)])).statusCode).toBe(400);
    const four = await apply(
      { remarks: 'my id' },
      [1, 2, 3, 4].map(() => picture(pngBytes)),
    );
    expect([four.statusCode, four.json().details[0].message]).toEqual([400, 'activity_apply_remark_limit4']);
    expect((await apply({ remarks: 'my id' }, [picture(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'image/gif', 'a.gif')])).json().details[0].message).toBe(
      'activity_image_type',
    );
    // A text file named and declared as a png is refused by its content.
    expect((await apply({ remarks: 'my id' }, [picture(Buffer.from('not a png at all'))])).json().details[0].message).toBe('activity_image_type');
    const big = Buffer.concat([pngBytes, Buffer.alloc(5_242_881 - pngBytes.length)]);
    const tooBig = await apply({ remarks: 'my id' }, [picture(big)]);
    expect([tooBig.statusCode, tooBig.json().details[0].message]).toEqual([400, 'activity_apply_remark_limit3']);
    // A text part where a file belongs is not a picture.
    expect((await apply({ remarks: 'my id', pictures: 'upload:0' }, [])).json().details[0].message).toBe('activity_image_type');
    const ok = await apply({ remarks: 'my id' }, [picture(pngBytes)]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.status).toBe('PENDING');
    expect((await apply({ remarks: 'again' }, [picture(pngBytes)])).json().code).toBe('ALREADY_APPLIED');
    expect(
      (await call(server.app, { method: 'POST', url: '/wps/promotion/reward/apply', token, ...(await multipart({ promotionId: '999' })) })).statusCode,
    ).toBe(404);
  });

  it('refuses trial accounts and joins sign-up promotions once', async () => {
    const trial = (await call(server.app, { method: 'POST', url: '/wps/session/testplay', payload: {} })).json().value.token as string;
    const [first] = await promotionsOf();
    expect(
      (
        await call(server.app, {
          method: 'POST',
          url: '/wps/promotion/reward/apply',
          token: trial,
          ...(await multipart({ promotionId: first!.linkedPromotionId })),
        })
      ).json().code,
    ).toBe('TRIAL_ACCOUNT_REJECTED');
    const token = await login(server.app, 'player2');
    const join = () =>
      call(server.app, { method: 'POST', url: '/wps/promotion/signup/join', token, payload: { promotionId: first!.id, data: { line: 'player2' } } });
    expect((await join()).statusCode).toBe(200);
    expect((await join()).json().code).toBe('ALREADY_APPLIED');
  });
});

describe('site content: help, resources, customer service, countries (spec sections 2, 3)', () => {
  it('serves help topics with the terms and sub-topics', async () => {
    const topics = (await get('/wps/system/help')).json().value as { tag: string; children?: unknown[] }[];
    expect(topics.find((t) => t.tag === 'terms')).toBeTruthy();
    expect(topics.find((t) => t.tag === 'faq')!.children!.length).toBe(3);
  });

  it('serves settings with resources and encrypted customer-service paths', async () => {
    const settings = (await get('/wps/system/settings')).json().value;
    expect(settings.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual(expect.arrayContaining(['IOS', 'Android', 'LINE', 'TELEGRAM']));
    const channels = (await get('/wps/system/customerService')).json().value as { path: string }[];
    expect(channels[0]!.path.length).toBeGreaterThan(8);
    expect((await get('/wps/system/setting/register')).json().value.fields.length).toBe(20);
    expect((await get('/wps/system/setting/validation')).json().value.map((r: { key: string }) => r.key)).toEqual(
      expect.arrayContaining(['loginUsername', 'loginMobileNum', 'loginPassword', 'verificationCode', 'password']),
    );
    expect((await get('/wps/system/countries')).json().value[0].countryDialingCode).toBe('+66');
    expect((await get('/wps/system/domainRoute?domain=clearplay.example')).json().value.merchantCode).toBe('clearplay');
    expect((await get('/wps/system/domainRoute?domain=unknown.example')).statusCode).toBe(404);
    expect((await get('/wps/system/whitelabel')).json().value.flags).toContain('CBS3');
    expect((await get('/wps/system/setting/template', { merchant: 'goldenlotus' })).json().value.theme).toBe('light');
  });
});

describe('chat and inbox (spec sections 6, 7)', () => {
  it('counts unread chat and inbox messages; type 4 has none; launching chat reads them', async () => {
    const token = await login(server.app, 'member0');
    expect((await get('/wps/inbox/unread', { token })).json().value.unReadCount).toBe(2);
    expect((await get('/wps/chat/unread?module=CBS3', { token })).json().value.unReadCount).toBe(1);
    const chat = (await get('/wps/chat/launch?b2c=true', { token })).json().value.chatUrl as string;
    // The reference server's own chat room, on the origin the member came through: never a host that does not resolve.
    expect(chat).toMatch(/^http:\/\/localhost(:80)?\/wps\/chat\/room\/lucky88\?room=b2c&member=\d+&lang=TH$/);
    expect((await get('/wps/chat/unread', { token })).json().value.unReadCount).toBe(0);
    const four = await login(server.app, 'member4');
    expect((await get('/wps/inbox/unread', { token: four })).json().value.unReadCount).toBe(0);
    const lotus = await login(server.app, 'member0', { merchant: 'goldenlotus' });
    expect((await get('/wps/chat/unread', { token: lotus, merchant: 'goldenlotus' })).json().code).toBe('NO_PERMISSION');
    expect((await get('/wps/chat/anchors?type=promo')).json().value.length).toBe(4);
    expect((await get('/wps/chat/live/models?streaming=true')).json().value.every((m: { streaming: boolean }) => m.streaming)).toBe(true);
    expect((await get('/wps/chat/focus', { token })).json().value).toEqual([]);
  });

  it('opens chat on a page of this server for each merchant: launch and the live-chat channel lead to a room that answers', async () => {
    const token = await login(server.app, 'member0');
    const launched = new URL(
      (await get('/wps/chat/launch?b2c=false&backUrl=https%3A%2F%2Flucky88.localhost%2Fm%2Flive', { token, headers: { language: 'EN' } })).json().value.chatUrl,
    );
    const room = await get(launched.pathname + launched.search);
    expect(room.statusCode).toBe(200);
    expect(room.headers['content-type']).toMatch(/^text\/html/);
    expect(room.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'nonce-[^']+'; script-src 'nonce-[^']+'/);
    expect(room.body).toContain('<title>Lucky 88 live chat</title>');
    expect(room.body).toContain('Welcome to the Lucky 88 members&#39; chat room.');
    expect(room.body).toContain('<html lang="en" dir="ltr">');
    expect(room.body).toContain('<a href="https://lucky88.localhost/m/live">Back</a>');
    // Each merchant's live-chat channel (the support popup, the side menu's customer service) is its own room, on this origin.
    for (const merchant of ['lucky88', 'goldenlotus', 'clearplay']) {
      const channels = (await get('/wps/system/customerService', { merchant, headers: { host: 'site.localhost:5173' } })).json().value as {
        csType: string;
        path: string;
      }[];
      const address = decryptChannelPath(channels.find((channel) => channel.csType === 'LIVECHAT')!.path);
      expect(address).toBe(`http://site.localhost:5173/wps/chat/room/${merchant}`);
      expect((await get(new URL(address).pathname)).statusCode).toBe(200);
    }
    // In the member's language: the site's (lang), else the browser's, else the merchant's default; right to left in Arabic.
    const thai = await get('/wps/chat/room/lucky88');
    expect(thai.body).toContain('<html lang="th" dir="ltr">');
    expect(thai.body).toContain('<title>แชทสด Lucky 88</title>');
    const arabic = (await get('/wps/chat/room/goldenlotus?lang=AR')).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('مرحبًا بك في الدردشة المباشرة في Golden Lotus.');
    expect(arabic).toContain('"شكرًا لك. سيتواصل معك أحد موظفي Golden Lotus قريبًا."');
    const browser = (language: string) => get('/wps/chat/room/goldenlotus', { headers: { 'accept-language': language } });
    expect((await browser('vi-VN,vi;q=0.9,en;q=0.8')).body).toContain('<title>Trò chuyện trực tuyến Golden Lotus</title>');
    expect((await browser('ja;q=0.9,zh;q=0.8')).body).toContain('<html lang="zh-CN"');
    // A language the merchant does not offer is its default (English for goldenlotus).
    expect((await get('/wps/chat/room/goldenlotus?lang=TH')).body).toContain('<html lang="en"');
    // A room of no merchant is the API's error, not a page; a script as the way back is dropped.
    const unknown = await get('/wps/chat/room/nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await get('/wps/chat/room/lucky88?back=javascript:alert(1)')).body).not.toContain('javascript:');
  });
});
