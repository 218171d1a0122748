import { describe, expect, it } from 'vitest';
import { openWebStorage } from './web-storage.js';

describe('web storage opened ahead of the app', () => {
  it('reads local storage now and session storage in a task of its own, then resolves', async () => {
    const read: string[] = [];
    const storage = (kind: string) => ({
      get length() {
        read.push(kind);
        return 0;
      },
    });
    const page = { localStorage: storage('local'), sessionStorage: storage('session'), setTimeout } as unknown as Window;
    const opened = openWebStorage(page);
    expect(read).toEqual(['local']);
    await Promise.resolve();
    expect(read).toEqual(['local']);
    await opened;
    expect(read).toEqual(['local', 'session']);
  });

  it('goes on where the browser refuses storage', async () => {
    const refused = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
      setTimeout,
    } as unknown as Window;
    await expect(openWebStorage(refused)).resolves.toBeUndefined();
  });
});
