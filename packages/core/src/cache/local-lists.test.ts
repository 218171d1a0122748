import { describe, expect, it } from 'vitest';
import { chooseImageCdn, onImageCdn, readCachedList, writeCachedList, type ListStorage } from './local-lists.js';

const memory = (): ListStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
};

describe('lists kept on the device (spec 9.038)', () => {
  it('reads back the list written on the first load, with the time the server gave it', () => {
    const storage = memory();
    expect(readCachedList('lottery:lucky88:LOTT:TH', storage)).toBeUndefined();
    writeCachedList('lottery:lucky88:LOTT:TH', [{ id: 1 }], 1_000, storage);
    expect(readCachedList('lottery:lucky88:LOTT:TH', storage)).toEqual({ data: [{ id: 1 }], savedAt: 1_000 });
  });

  it('treats a damaged copy or a refused storage as no copy', () => {
    const storage = memory();
    storage.items.set('listCache:x', '{not json');
    expect(readCachedList('x', storage)).toBeUndefined();
    const refusing: ListStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => writeCachedList('x', [1], 1, refusing)).not.toThrow();
  });
});

describe('image CDN of the visit (spec 9.038)', () => {
  const cdns = ['https://cdn1.example', 'https://cdn2.example/img/'];

  it('picks one of the configured CDNs at random and keeps it while it stays configured', () => {
    expect(chooseImageCdn(cdns, null, () => 0)).toBe('https://cdn1.example');
    expect(chooseImageCdn(cdns, null, () => 0.99)).toBe('https://cdn2.example/img/');
    expect(chooseImageCdn(cdns, 'https://cdn2.example/img/', () => 0)).toBe('https://cdn2.example/img/');
    expect(chooseImageCdn(cdns, 'https://gone.example', () => 0)).toBe('https://cdn1.example');
    expect(chooseImageCdn([], null)).toBeNull();
  });

  it('serves an image path from the chosen origin and leaves other addresses alone', () => {
    expect(onImageCdn('https://api.example/wps/assets/games/1.svg?lang=TH', 'https://cdn2.example/img/')).toBe(
      'https://cdn2.example/img/wps/assets/games/1.svg?lang=TH',
    );
    expect(onImageCdn('/wps/assets/banners/3.svg', 'https://cdn1.example')).toBe('https://cdn1.example/wps/assets/banners/3.svg');
    expect(onImageCdn('data:image/svg+xml,<svg/>', 'https://cdn1.example')).toBe('data:image/svg+xml,<svg/>');
    expect(onImageCdn('https://api.example/a.png', null)).toBe('https://api.example/a.png');
  });
});
