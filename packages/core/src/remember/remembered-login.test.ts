import 'fake-indexeddb/auto';
import { createStore, entries, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRememberedLoginStore } from './remembered-login.js';

const login = { type: 'username' as const, username: 'player01', password: 'S3cret-pass', countryDialingCode: '66' };
let databaseName: string;
let counter = 0;
beforeEach(() => {
  counter += 1;
  databaseName = `vault-test-${counter}`;
  localStorage.clear();
});

describe('remembered login (spec section 3; docs/architecture.md security: never in clear text)', () => {
  it('gives back what was saved', async () => {
    const store = createRememberedLoginStore({ databaseName });
    expect(await store.load()).toBeNull();
    expect(await store.save(login)).toBe(true);
    expect(await store.load()).toEqual(login);
  });

  it('keeps neither the password nor the username in clear text, and nothing in localStorage', async () => {
    await createRememberedLoginStore({ databaseName }).save(login);
    const raw = await entries(createStore(databaseName, 'keyval'));
    const serialised = JSON.stringify(raw, (_key, value: unknown) =>
      value instanceof ArrayBuffer || ArrayBuffer.isView(value) ? Array.from(new Uint8Array(value as ArrayBuffer)) : value,
    );
    expect(serialised).not.toContain('S3cret-pass');
    expect(serialised).not.toContain('player01');
    const bytes = new Uint8Array((raw.find(([key]) => key === 'rememberedLogin.data')![1] as { ciphertext: ArrayBuffer }).ciphertext);
    expect(new TextDecoder().decode(bytes)).not.toContain('S3cret');
    expect(localStorage.length).toBe(0);
  });

  it('keeps a non-extractable AES-GCM key', async () => {
    await createRememberedLoginStore({ databaseName }).save(login);
    const key = await get<CryptoKey>('rememberedLogin.key', createStore(databaseName, 'keyval'));
    expect(key?.extractable).toBe(false);
    expect(key?.algorithm.name).toBe('AES-GCM');
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
  });

  it('uses a fresh IV each time it saves', async () => {
    const store = createRememberedLoginStore({ databaseName });
    const kv = createStore(databaseName, 'keyval');
    await store.save(login);
    const first = await get<{ iv: Uint8Array }>('rememberedLogin.data', kv);
    await store.save(login);
    const second = await get<{ iv: Uint8Array }>('rememberedLogin.data', kv);
    expect(Array.from(first!.iv)).not.toEqual(Array.from(second!.iv));
  });

  it('forgets a tampered record instead of failing', async () => {
    const store = createRememberedLoginStore({ databaseName });
    await store.save(login);
    const kv = createStore(databaseName, 'keyval');
    const record = await get<{ version: 1; iv: Uint8Array; ciphertext: ArrayBuffer }>('rememberedLogin.data', kv);
    const tampered = new Uint8Array(record!.ciphertext.slice(0));
    tampered[0] = tampered[0]! ^ 0xff;
    await set('rememberedLogin.data', { ...record, ciphertext: tampered.buffer }, kv);
    expect(await store.load()).toBeNull();
    expect(await get('rememberedLogin.data', kv)).toBeUndefined();
  });

  it('updates the password after a password change and clears on demand', async () => {
    const store = createRememberedLoginStore({ databaseName });
    await store.updatePassword('ignored');
    expect(await store.load()).toBeNull();
    await store.save(login);
    await store.updatePassword('N3w-pass');
    expect(await store.load()).toEqual({ ...login, password: 'N3w-pass' });
    await store.clear();
    expect(await store.load()).toBeNull();
  });

  it('stores nothing where WebCrypto is missing', async () => {
    const store = createRememberedLoginStore({ databaseName, crypto: undefined });
    expect(await store.save(login)).toBe(false);
    expect(await store.load()).toBeNull();
  });
});
