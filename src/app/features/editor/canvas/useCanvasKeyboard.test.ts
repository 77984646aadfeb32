import { describe, expect, it } from 'vitest';
import { canvasKeyAction } from './useCanvasKeyboard';

const press = (key: string, modifiers: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
  canvasKeyAction({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('canvasKeyAction', () => {
  it('maps arrows to nudges of 2, 10 (Shift) and 100 (Ctrl or Cmd) canvas px', () => {
    expect(press('ArrowUp')).toEqual({ type: 'nudge', delta: { x: 0, y: -2 } });
    expect(press('ArrowLeft', { shiftKey: true })).toEqual({ type: 'nudge', delta: { x: -10, y: 0 } });
    expect(press('ArrowDown', { ctrlKey: true })).toEqual({ type: 'nudge', delta: { x: 0, y: 100 } });
    expect(press('ArrowRight', { metaKey: true })).toEqual({ type: 'nudge', delta: { x: 100, y: 0 } });
    expect(press('ArrowRight', { altKey: true })).toBeNull();
  });

  it('maps copy, paste and delete, and leaves undo and other shortcuts alone', () => {
    expect(press('c', { ctrlKey: true })).toEqual({ type: 'command', command: 'copy' });
    expect(press('V', { metaKey: true })).toEqual({ type: 'command', command: 'paste' });
    expect(press('Delete')).toEqual({ type: 'command', command: 'delete' });
    expect(press('Backspace')).toEqual({ type: 'command', command: 'delete' });
    expect(press('z', { ctrlKey: true })).toBeNull();
    expect(press('z', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(press('c', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(press('c')).toBeNull();
  });

  it('maps Escape, Enter and the context-menu keys', () => {
    expect(press('Escape')).toEqual({ type: 'escape' });
    expect(press('Enter')).toEqual({ type: 'enter' });
    expect(press('ContextMenu')).toEqual({ type: 'menu' });
    expect(press('F10', { shiftKey: true })).toEqual({ type: 'menu' });
    expect(press('F10')).toBeNull();
  });
});
