import { useEffect, useRef } from 'react';
import type { DeckAction } from './deck-state';

const keyActions: Record<string, DeckAction> = { ArrowRight: 'like', ArrowLeft: 'pass' };

/** Widgets that use the arrow keys themselves, and places where the member is typing. */
const OWN_ARROW_KEYS = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="menu"]',
  '[role="listbox"]',
  '[role="radiogroup"]',
  '[role="slider"]',
  '[role="tablist"]',
  '[role="combobox"]',
].join(',');

const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';

/** The deck action for this key press, or null when the key is not the deck's to take. */
export function deckActionForKey(event: KeyboardEvent): DeckAction | null {
  const action = keyActions[event.key];
  if (!action || event.defaultPrevented || event.repeat) return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(OWN_ARROW_KEYS)) return null;
  if (document.querySelector(OPEN_DIALOG)) return null;
  return action;
}

/**
 * Right Arrow likes and Left Arrow passes from anywhere on the page while the deck shows, not
 * only once the deck has the focus (docs/product.md#first-run).
 */
export function useDeckKeys(onAction: (action: DeckAction) => void) {
  const latest = useRef(onAction);
  useEffect(() => {
    latest.current = onAction;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = deckActionForKey(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
