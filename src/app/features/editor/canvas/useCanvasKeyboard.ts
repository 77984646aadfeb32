import { useEffect, useEffectEvent } from 'react';
import type { Point } from './geometry';
import { nudgeDelta } from './transform';
import { isTypingTarget } from '../keyboard';

/** What a key press on the canvas asks for. */
export type CanvasKeyAction =
  { type: 'nudge'; delta: Point } | { type: 'command'; command: 'copy' | 'paste' | 'delete' } | { type: 'escape' } | { type: 'enter' } | { type: 'menu' };

/** The key facts {@link canvasKeyAction} reads. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/**
 * The canvas action of a key press (spec 000 §5): arrows nudge (2 px, Shift 10, Ctrl/Cmd 100),
 * Ctrl/Cmd+C copy, Ctrl/Cmd+V paste, Delete/Backspace delete, Escape, Enter, and the context menu
 * key or Shift+F10. Ctrl+Z and everything else is left to others (null).
 */
export function canvasKeyAction(press: KeyPress): CanvasKeyAction | null {
  const ctrl = press.ctrlKey || press.metaKey;
  if (press.altKey) return null;
  const delta = nudgeDelta(press.key, { shift: press.shiftKey, ctrl });
  if (delta) return { type: 'nudge', delta };
  if (ctrl) {
    if (press.shiftKey) return null;
    const key = press.key.toLowerCase();
    if (key === 'c') return { type: 'command', command: 'copy' };
    if (key === 'v') return { type: 'command', command: 'paste' };
    return null;
  }
  if (press.key === 'Delete' || press.key === 'Backspace') return { type: 'command', command: 'delete' };
  if (press.key === 'Escape') return { type: 'escape' };
  if (press.key === 'Enter') return { type: 'enter' };
  if (press.key === 'ContextMenu' || (press.key === 'F10' && press.shiftKey)) return { type: 'menu' };
  return null;
}

/** Widgets that move their own focus or value with the arrow keys. */
const ARROW_WIDGETS =
  '[role="tablist"], [role="listbox"], [role="menu"], [role="menubar"], [role="radiogroup"], [role="slider"], [role="spinbutton"], [role="grid"], [role="treegrid"], [role="tree"], [role="toolbar"], [role="scrollbar"]';

/** Elements that Enter activates. */
const ACTIVATABLE =
  'button, a[href], summary, [role="button"], [role="link"], [role="menuitem"], [role="option"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"]';

/**
 * Whether the focused element (or the key's target) needs this key itself: form fields and editable
 * content take every key, an open dialog keeps its keys, arrow-key widgets (tabs, sliders, lists)
 * keep the arrows and focused buttons and links keep Enter.
 */
export function isKeyTakenByFocus(target: EventTarget | null, action: CanvasKeyAction): boolean {
  if (!target || !(target as Element).closest) return false;
  const element = target as Element;
  if (isTypingTarget(element) || element.closest('dialog[open], [role="dialog"], [role="alertdialog"]')) return true;
  if (action.type === 'nudge') return !!element.closest(ARROW_WIDGETS);
  if (action.type === 'enter') return !!element.closest(ACTIVATABLE);
  return false;
}

/**
 * Listens for canvas keys on the document while `enabled` (the caller passes "something is selected,
 * or there is something to paste"), never while a form field or editable content has focus nor for keys the focused
 * element needs ({@link isKeyTakenByFocus}). `onAction` returns whether it
 * used the key; used keys have their default (page scroll, browser copy) prevented.
 */
export function useCanvasKeyboard(enabled: boolean, onAction: (action: CanvasKeyAction) => boolean): void {
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const document = (event.currentTarget as Document | null) ?? window.document;
    const action = canvasKeyAction(event);
    if (!action || isKeyTakenByFocus(event.target, action) || isKeyTakenByFocus(document.activeElement, action)) return;
    // Ctrl+C over selected page text copies that text, not the canvas selection.
    if (action.type === 'command' && action.command === 'copy' && (document.getSelection?.()?.toString() ?? '') !== '') return;
    if (onAction(action)) event.preventDefault();
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => handleKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
