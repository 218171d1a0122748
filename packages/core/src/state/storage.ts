/** The synchronous storage shape jotai's atomWithStorage accepts. */
export interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, newValue: Value) => void;
  removeItem: (key: string) => void;
}

type StringStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(kind: 'localStorage' | 'sessionStorage'): StringStore | undefined {
  try {
    return typeof globalThis[kind] === 'undefined' ? undefined : globalThis[kind];
  } catch {
    // Access can throw when storage is disabled (privacy modes): behave as if nothing is stored.
    return undefined;
  }
}

/**
 * A jotai storage that keeps a value as a plain string under its spec key (`language` = `TH`,
 * `autoLogin` = `0`), so other code and older builds read the same thing. Unreadable values give
 * the initial value.
 */
export function plainStringStorage<Value>(
  kind: 'localStorage' | 'sessionStorage',
  codec: { parse: (raw: string) => Value | undefined; serialise: (value: Value) => string | null },
): SyncStorage<Value> {
  return {
    getItem(key, initialValue) {
      const raw = browserStorage(kind)?.getItem(key);
      if (raw === null || raw === undefined) return initialValue;
      return codec.parse(raw) ?? initialValue;
    },
    setItem(key, value) {
      const raw = codec.serialise(value);
      if (raw === null) browserStorage(kind)?.removeItem(key);
      else browserStorage(kind)?.setItem(key, raw);
    },
    removeItem(key) {
      browserStorage(kind)?.removeItem(key);
    },
  };
}

/** A jotai storage keeping JSON in session storage, accepting only what `parse` accepts. */
export function validatedJsonSessionStorage<Value>(parse: (value: unknown) => Value | null): SyncStorage<Value | null> {
  return plainStringStorage<Value | null>('sessionStorage', {
    parse: (raw) => {
      try {
        return parse(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    serialise: (value) => (value === null ? null : JSON.stringify(value)),
  });
}

export function clearSessionStorage(): void {
  (browserStorage('sessionStorage') as Storage | undefined)?.clear();
}
