import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** Remembered login (spec section 3): method, username, password, dialling code. */
export interface RememberedLogin {
  type: 'username' | 'mobile';
  username: string;
  password: string;
  countryDialingCode?: string;
}

interface SealedRecord {
  version: 1;
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: ArrayBuffer;
}

export interface RememberedLoginStore {
  /** Encrypts and keeps the login; false when this browser cannot keep it safely (nothing is stored). */
  save(login: RememberedLogin): Promise<boolean>;
  /** The remembered login, or null when none is kept or it cannot be decrypted any more. */
  load(): Promise<RememberedLogin | null>;
  /** Keeps a new password for the remembered login, if there is one (after a password change). */
  updatePassword(password: string): Promise<void>;
  clear(): Promise<void>;
}

export interface RememberedLoginOptions {
  databaseName?: string;
  /** Defaults to the browser's WebCrypto. */
  crypto?: Pick<Crypto, 'subtle' | 'getRandomValues'>;
}

const keyEntry = 'rememberedLogin.key';
const dataEntry = 'rememberedLogin.data';
/** Binds the ciphertext to its purpose: a blob copied from elsewhere does not decrypt here. */
const additionalData = new TextEncoder().encode('whitelabel.rememberedLogin.v1');

function isRememberedLogin(value: unknown): value is RememberedLogin {
  if (typeof value !== 'object' || value === null) return false;
  const login = value as Record<string, unknown>;
  return (
    (login.type === 'username' || login.type === 'mobile') &&
    typeof login.username === 'string' &&
    typeof login.password === 'string' &&
    (login.countryDialingCode === undefined || typeof login.countryDialingCode === 'string')
  );
}

/**
 * Remembered credentials, never in clear text (docs/architecture.md, security posture): AES-GCM with a
 * random 96-bit IV per save, under a 256-bit key generated in the browser as non-extractable and
 * kept in IndexedDB, so script can use it but never read its bytes out. The ciphertext sits next to
 * it in IndexedDB; nothing goes to localStorage.
 */
export function createRememberedLoginStore(options: RememberedLoginOptions = {}): RememberedLoginStore {
  const webCrypto = 'crypto' in options ? options.crypto : globalThis.crypto;
  const subtle = webCrypto?.subtle;
  const supported = subtle !== undefined && typeof indexedDB !== 'undefined';
  let store: UseStore | undefined;
  const db = (): UseStore => (store ??= createStore(options.databaseName ?? 'whitelabel-vault', 'keyval'));

  async function key(create: boolean): Promise<CryptoKey | undefined> {
    const existing = await get<CryptoKey>(keyEntry, db());
    if (existing || !create || !subtle) return existing;
    const generated = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await set(keyEntry, generated, db());
    return generated;
  }

  async function clear(): Promise<void> {
    if (!supported) return;
    await del(dataEntry, db());
  }

  async function save(login: RememberedLogin): Promise<boolean> {
    if (!supported || !subtle || !webCrypto) return false;
    const cryptoKey = await key(true);
    if (!cryptoKey) return false;
    const iv = webCrypto.getRandomValues(new Uint8Array(12));
    const plaintext = new TextEncoder().encode(JSON.stringify(login));
    const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, cryptoKey, plaintext);
    const record: SealedRecord = { version: 1, iv, ciphertext };
    await set(dataEntry, record, db());
    return true;
  }

  async function load(): Promise<RememberedLogin | null> {
    if (!supported || !subtle) return null;
    const record = await get<SealedRecord>(dataEntry, db());
    if (!record || record.version !== 1) return null;
    const cryptoKey = await key(false);
    if (!cryptoKey) {
      await clear();
      return null;
    }
    try {
      const plaintext = await subtle.decrypt({ name: 'AES-GCM', iv: record.iv, additionalData }, cryptoKey, record.ciphertext);
      const parsed: unknown = JSON.parse(new TextDecoder().decode(plaintext));
      if (isRememberedLogin(parsed)) return parsed;
    } catch {
      // Tampered or from another key: forget it rather than fail the login screen.
    }
    await clear();
    return null;
  }

  async function updatePassword(password: string): Promise<void> {
    const current = await load();
    if (current) await save({ ...current, password });
  }

  return { save, load, updatePassword, clear };
}
