import { afterEach, describe, expect, it } from 'vitest';
import { deckActionForKey } from './use-deck-keys';

function press(key: string, target: Element = document.body, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return deckActionForKey(event);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('deckActionForKey', () => {
  it('likes on Right Arrow and passes on Left Arrow from anywhere else', () => {
    expect(press('ArrowRight')).toBe('like');
    expect(press('ArrowLeft')).toBe('pass');
    expect(press('ArrowUp')).toBeNull();
    expect(press('ArrowRight', document.body, { shiftKey: true })).toBeNull();
    expect(press('ArrowRight', document.body, { repeat: true })).toBeNull();
  });

  it('leaves the keys to fields, editable text and widgets with arrow keys of their own', () => {
    document.body.innerHTML = `
      <input id="i" /><textarea id="t"></textarea><select id="s"></select>
      <div contenteditable="true"><span id="c">x</span></div>
      <div role="radiogroup"><button id="r">a</button></div>`;
    for (const id of ['i', 't', 's', 'c', 'r']) {
      expect(press('ArrowRight', document.getElementById(id)!), id).toBeNull();
    }
  });

  it('does nothing while a dialog is open', () => {
    document.body.innerHTML = '<div role="dialog"></div>';
    expect(press('ArrowRight')).toBeNull();
  });
});
