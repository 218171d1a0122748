import { describe, expect, it } from 'vitest';
import { gameItemIcon, gameItemName, isHotGame } from './game-item.js';

describe('game item fields (spec section 3: gameName or nodeName, showIcon or iconUrl, isHot 1 = hot)', () => {
  it('takes the name from gameName or nodeName', () => {
    expect(gameItemName({ gameName: 'Fortune Tiger' })).toBe('Fortune Tiger');
    expect(gameItemName({ nodeName: 'Fortune Ox' })).toBe('Fortune Ox');
    expect(gameItemName({ gameName: '  ', nodeName: 'Fortune Ox' })).toBe('Fortune Ox');
    expect(gameItemName({ gameName: 'First', nodeName: 'Second' })).toBe('First');
    expect(gameItemName({})).toBe('');
  });

  it('takes the vendor icon from iconUrl or showIcon', () => {
    expect(gameItemIcon({ iconUrl: '/a.png' })).toBe('/a.png');
    expect(gameItemIcon({ showIcon: '/b.png' })).toBe('/b.png');
    expect(gameItemIcon({ iconUrl: null, showIcon: '/b.png' })).toBe('/b.png');
    expect(gameItemIcon({})).toBeUndefined();
  });

  it.each([
    [1, true],
    ['1', true],
    [0, false],
    [2, false],
    [true, false],
    [null, false],
    [undefined, false],
  ])('isHot %j is hot: %s', (isHot, hot) => {
    expect(isHotGame({ isHot })).toBe(hot);
  });
});
