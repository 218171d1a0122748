import { createApiClient } from '@whitelabel/api';
import { createMockHandlers } from '@whitelabel/api/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAtom, tokenAtom } from '../state/atoms.js';
import { ApiProvider } from './api-context.js';
import { useApplyReward, useMarkNoticeRead, useNoticeList, usePromotion, usePromotions } from './content.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function setup(options: { memberType?: 0 | 4; loggedIn?: boolean } = {}) {
  server.use(...createMockHandlers({ baseUrl: origin, memberType: options.memberType ?? 0 }));
  const store = createStore();
  if (options.loggedIn) store.set(loginAtom, { token: 'mock-member-somchai88', merchantCode: 'lucky88', userName: 'somchai88', type: options.memberType ?? 0 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => store.get(tokenAtom) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>{children}</ApiProvider>
      </QueryClientProvider>
    </Provider>
  );
  return { store, queryClient, wrapper };
}

describe('promotion hooks (spec section 2: promotions screen, reward application)', () => {
  it('lists promotions with their categories in tab order', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => usePromotions(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.promotions.length).toBeGreaterThan(0);
    const sequences = result.current.categories.map((category) => category.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
  });

  it('finds one promotion by its id or by the linked promotion id of a reward link', async () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ id }) => usePromotion(id), { wrapper, initialProps: { id: 'promo-2' } });
    await waitFor(() => expect(result.current.promotion?.id).toBe('promo-2'));
    rerender({ id: 'reward-1' });
    expect(result.current.promotion?.id).toBe('promo-1');
    rerender({ id: 'nothing' });
    expect(result.current.promotion).toBeUndefined();
  });

  it('applies for a reward with the linked promotion id, remarks and pictures', async () => {
    const { wrapper } = setup({ loggedIn: true });
    const { result } = renderHook(() => useApplyReward(), { wrapper });
    const sent: { type: string | null; fields: [string, string][] }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (!request.url.endsWith('/wps/promotion/reward/apply')) return;
      const form = await request.clone().formData();
      sent.push({
        type: request.headers.get('Content-Type'),
        // jsdom's File loses its name and bytes on the way through Node's fetch: the part's kind and type are what is checked here (the journeys send real files).
        fields: [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file ${value.type}`]),
      });
    });
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
    const answer = await act(() =>
      result.current.mutateAsync({ promotion: { id: 'promo-1', linkedPromotionId: 'reward-1' }, remarks: '  my note ', pictures: [picture] }),
    );
    server.events.removeAllListeners();
    expect(answer).toMatchObject({ applied: true, application: { status: 'PENDING' } });
    // A multipart form: text parts, then the picture as a file part (never a base64 data URL in JSON).
    expect(sent).toHaveLength(1);
    expect(sent[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]!.fields).toEqual([
      ['promotionId', 'reward-1'],
      ['remarks', 'my note'],
      ['pictures', 'file image/png'],
    ]);
  });

  it('counts as applied only an answer whose success flag is set (spec section 8)', async () => {
    const { wrapper } = setup({ loggedIn: true });
    server.use(
      http.post(`${origin}/wps/promotion/reward/apply`, () =>
        HttpResponse.json({ success: false, value: { applicationId: 'a-1', status: 'PENDING', submittedAt: '2026-01-01T00:00:00Z' } }),
      ),
    );
    const { result } = renderHook(() => useApplyReward(), { wrapper });
    const answer = await act(() => result.current.mutateAsync({ promotion: { id: 'promo-2', linkedPromotionId: null }, remarks: '', pictures: [] }));
    expect(answer).toEqual({ applied: false });
  });
});

describe('notice list hooks (spec sections 2 and 4: read state)', () => {
  it('shows a member the server read state and lets opening mark read', async () => {
    const { wrapper } = setup({ loggedIn: true, memberType: 0 });
    const { result } = renderHook(() => ({ list: useNoticeList(), mark: useMarkNoticeRead(['A']) }), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(result.current.list.tracksRead).toBe(true);
    const unread = result.current.list.notices.find((notice) => !notice.read);
    expect(unread).toBeDefined();
    act(() => result.current.mark.markRead(unread!.id));
    // Locally first, then the reload keeps it read.
    await waitFor(() => expect(result.current.list.notices.find((notice) => notice.id === unread!.id)?.read).toBe(true));
    await waitFor(() => expect(result.current.mark.isSuccess).toBe(true));
    expect(result.current.list.notices.find((notice) => notice.id === unread!.id)?.read).toBe(true);
  });

  it('shows every notice read to member type 4 and to guests, who keep no read state', async () => {
    const member4 = setup({ loggedIn: true, memberType: 4 });
    const { result } = renderHook(() => useNoticeList(), { wrapper: member4.wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.tracksRead).toBe(false);
    expect(result.current.notices.every((notice) => notice.read)).toBe(true);

    server.resetHandlers();
    const guest = setup();
    const { result: guestResult } = renderHook(() => useNoticeList(), { wrapper: guest.wrapper });
    await waitFor(() => expect(guestResult.current.isSuccess).toBe(true));
    expect(guestResult.current.tracksRead).toBe(false);
    expect(guestResult.current.notices.every((notice) => notice.read)).toBe(true);
  });
});
