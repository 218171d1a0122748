import { afterEach, describe, expect, it } from 'vitest';
import { markPair } from './highlight.js';

afterEach(() => {
  document.body.innerHTML = '';
});

function screenOf(html: string) {
  document.body.innerHTML = html;
  return [...document.querySelectorAll('[data-studio-pair]')];
}

describe("a failing pair marked on the draft's screen", () => {
  it('marks text in the foreground on the background, its own or its nearest painted ancestor’s, and nothing else', () => {
    screenOf(`
      <main style="background-color: #ffffff">
        <p id="muted" style="color: #aaaaaa">Muted on white</p>
        <p id="dark" style="color: #111111">Dark on white</p>
        <section style="background-color: #000000"><p id="onBlack" style="color: #aaaaaa">Muted on black</p></section>
        <div id="wrapper" style="color: #aaaaaa"><span id="inner">Text of the span, not of the wrapper</span></div>
      </main>`);
    expect(markPair(document, { foreground: '#aaaaaa', background: '#ffffff' })).toBe(2);
    expect([...document.querySelectorAll('[data-studio-pair]')].map((element) => element.id)).toEqual(['muted', 'inner']);
  });

  it('marks a border in the foreground (a non-text part such as the focus ring)', () => {
    screenOf(`<main style="background-color: #ffffff"><button id="ring" style="border: 2px solid #eeeeee"></button></main>`);
    expect(markPair(document, { foreground: '#eeeeee', background: '#ffffff' })).toBe(1);
  });

  it('clears its marks for another pair or none, and finds none where the screen does not draw the pair', () => {
    screenOf(`<main style="background-color: #ffffff"><p style="color: #aaaaaa">Muted</p></main>`);
    markPair(document, { foreground: '#aaaaaa', background: '#ffffff' });
    expect(markPair(document, { foreground: '#123456', background: '#ffffff' })).toBe(0);
    expect(document.querySelectorAll('[data-studio-pair]')).toHaveLength(0);
    markPair(document, { foreground: '#aaaaaa', background: '#ffffff' });
    expect(markPair(document, null)).toBe(0);
    expect(document.querySelectorAll('[data-studio-pair]')).toHaveLength(0);
  });
});
