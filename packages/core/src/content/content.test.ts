import { describe, expect, it } from 'vitest';
import { markNoticeReadLocally, noticeListEntries } from './notices.js';
import { pixelsToRem, popupNoticesFor } from './popup-notices.js';

describe('popup notices (spec section 2: execution A for members, B for guests; px to rem / 100)', () => {
  const notices = [
    { title: 'members', content: '', execution: 'A' },
    { title: 'guests', content: '', execution: 'B' },
  ];
  it('shows A to members and B to guests', () => {
    expect(popupNoticesFor(notices, true).map((n) => n.title)).toEqual(['members']);
    expect(popupNoticesFor(notices, false).map((n) => n.title)).toEqual(['guests']);
  });
  it('turns pixel values into rem by dividing by 100', () => {
    expect(pixelsToRem('<p style="font-size: 28px; margin: 0 12.5px -4px">')).toBe('<p style="font-size: 0.28rem; margin: 0 0.125rem -0.04rem">');
    expect(pixelsToRem('no pixels here')).toBe('no pixels here');
    // With the page's design rem (a 100 px-per-rem design on a 16 px root).
    expect(pixelsToRem('<p style="font-size: 28px">', 'var(--design-rem)')).toBe('<p style="font-size: calc(0.28 * var(--design-rem))">');
  });
});

describe('notice list (spec sections 2 and 4: placeholder when empty, read locally first)', () => {
  it('falls back to one placeholder entry with the no-announcement text', () => {
    expect(noticeListEntries([])).toEqual([{ kind: 'placeholder', titleKey: 'notice.empty' }]);
    expect(noticeListEntries([{ id: 1 }])).toEqual([{ kind: 'notice', notice: { id: 1 } }]);
  });
  it('marks one notice read locally', () => {
    expect(
      markNoticeReadLocally(
        [
          { id: 1, read: false },
          { id: 2, read: false },
        ],
        '2',
      ),
    ).toEqual([
      { id: 1, read: false },
      { id: 2, read: true },
    ]);
  });
});
