import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import type { CanvasCommand, CanvasOverlayProps } from './CanvasOverlay';
import { CanvasOverlay } from './CanvasOverlay';
import { testObject } from '../../../../../tests/support/canvasObjects';

afterEach(cleanup);

// Scale 0.5: the overlay is 960x540 CSS px; jsdom puts it at (0, 0), so client px = canvas px / 2.
const background = testObject({ id: 'bg', _Type: 'background' });
const image = testObject({ id: 'img', _Type: 'image', left: 100, top: 100, width: 400, height: 200 });
const text = testObject({ id: 'txt', _Type: 'text', left: 800, top: 400, width: 400, height: 100, text: 'Hello', fontSize: 34 });
const objects: CanvasObject[] = [background, image, text];

const allCommands: Record<CanvasCommand, boolean> = { copy: true, paste: true, delete: true, back: true, backward: true, forward: true, front: true };

function setup(overrides: Partial<CanvasOverlayProps> = {}) {
  const props: CanvasOverlayProps = {
    objects,
    canvasSize: { width: 1920, height: 1080 },
    scale: 0.5,
    selectedIds: [],
    backgroundLocked: true,
    onSelect: vi.fn(),
    onChange: vi.fn(),
    commands: allCommands,
    onCommand: vi.fn(),
    sourceSizes: {},
    onTextEditingChange: vi.fn(),
    ...overrides,
  };
  const view = render(<CanvasOverlay {...props} />);
  const overlay = view.container.querySelector<HTMLElement>('.canvas-overlay')!;
  return { ...view, props, overlay, rerenderWith: (next: Partial<CanvasOverlayProps>) => view.rerender(<CanvasOverlay {...props} {...next} />) };
}

function click(target: Element, x: number, y: number, init: PointerEventInit = {}) {
  fireEvent.pointerDown(target, { clientX: x, clientY: y, button: 0, ...init });
  fireEvent.pointerUp(document, { clientX: x, clientY: y, button: 0 });
}

describe('selection by pointer', () => {
  it('selects the object under a click', () => {
    const { overlay, props } = setup();
    click(overlay, 100, 100);
    expect(props.onSelect).toHaveBeenCalledExactlyOnceWith(['img']);
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('toggles with Shift, Ctrl or Meta', () => {
    const { overlay, props } = setup({ selectedIds: ['img'] });
    click(overlay, 500, 225, { shiftKey: true });
    expect(props.onSelect).toHaveBeenLastCalledWith(['img', 'txt']);
    click(overlay, 100, 100, { ctrlKey: true });
    expect(props.onSelect).toHaveBeenLastCalledWith([]);
  });

  it('clears the selection on a click on empty canvas (the locked background counts as empty)', () => {
    const { overlay, props } = setup({ selectedIds: ['img'] });
    click(overlay, 800, 500);
    expect(props.onSelect).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('selects an unlocked background', () => {
    const { overlay, props } = setup({ backgroundLocked: false });
    click(overlay, 800, 500);
    expect(props.onSelect).toHaveBeenCalledExactlyOnceWith(['bg']);
  });

  it('selects what a marquee drag on empty canvas touches', () => {
    const { overlay, props } = setup();
    fireEvent.pointerDown(overlay, { clientX: 20, clientY: 20, button: 0 });
    fireEvent.pointerMove(document, { clientX: 60, clientY: 60 });
    expect(overlay.querySelector('.canvas-marquee')).not.toBeNull();
    fireEvent.pointerUp(document, { clientX: 60, clientY: 60 });
    expect(props.onSelect).toHaveBeenCalledExactlyOnceWith(['img']);
    expect(overlay.querySelector('.canvas-marquee')).toBeNull();
  });

  it('shows the hover title and outline', () => {
    const { overlay } = setup();
    fireEvent.pointerMove(overlay, { clientX: 500, clientY: 225 });
    expect(screen.getByRole('tooltip').textContent).toBe('Text');
    expect(overlay.querySelector('.canvas-hover-outline')).not.toBeNull();
    fireEvent.pointerLeave(overlay);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('dragging', () => {
  it('previews every step and sends one final change', () => {
    const { overlay, props } = setup({ selectedIds: ['img'] });
    fireEvent.pointerDown(overlay, { clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerMove(document, { clientX: 115, clientY: 105 });
    fireEvent.pointerMove(document, { clientX: 130, clientY: 120 });
    fireEvent.pointerUp(document, { clientX: 130, clientY: 120 });
    expect(vi.mocked(props.onChange).mock.calls).toEqual([
      [[{ id: 'img', patch: { left: 130, top: 110 } }], { transient: true }],
      [[{ id: 'img', patch: { left: 160, top: 140 } }], { transient: true }],
      [[{ id: 'img', patch: { left: 160, top: 140 } }], { transient: false }],
    ]);
    expect(props.onSelect).not.toHaveBeenCalled();
  });

  it('selects and moves an unselected object in one gesture', () => {
    const { overlay, props } = setup();
    fireEvent.pointerDown(overlay, { clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerMove(document, { clientX: 130, clientY: 120 });
    fireEvent.pointerUp(document, { clientX: 130, clientY: 120 });
    expect(props.onSelect).toHaveBeenCalledWith(['img']);
    expect(props.onChange).toHaveBeenLastCalledWith([{ id: 'img', patch: { left: 160, top: 140 } }], { transient: false });
  });

  it('snaps to the canvas edge and draws the guide', () => {
    const { overlay, props } = setup({ selectedIds: ['img'] });
    fireEvent.pointerDown(overlay, { clientX: 100, clientY: 100, button: 0 });
    // 47 CSS px = 94 canvas px left: the left edge lands at 6, within 12 canvas px (6 CSS px) of 0.
    fireEvent.pointerMove(document, { clientX: 53, clientY: 100 });
    expect(props.onChange).toHaveBeenLastCalledWith([{ id: 'img', patch: { left: 0, top: 100 } }], { transient: true });
    expect(overlay.querySelectorAll('.canvas-guide')).toHaveLength(1);
    fireEvent.pointerUp(document, { clientX: 53, clientY: 100 });
    expect(overlay.querySelectorAll('.canvas-guide')).toHaveLength(0);
  });

  it('does not move objects that are not editable', () => {
    const locked = { ...image, _Editable: false };
    const { overlay, props } = setup({ objects: [background, locked, text], selectedIds: ['img'] });
    expect(overlay.querySelectorAll('[data-handle]')).toHaveLength(0);
    fireEvent.pointerDown(overlay, { clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerMove(document, { clientX: 130, clientY: 120 });
    fireEvent.pointerUp(document, { clientX: 130, clientY: 120 });
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('resizes from a corner handle, keeping the aspect ratio', () => {
    const { overlay, props } = setup({ selectedIds: ['img'] });
    expect(overlay.querySelectorAll('[data-handle]')).toHaveLength(9);
    const handle = overlay.querySelector('[data-handle="se"] .canvas-handle-grab')!;
    fireEvent.pointerDown(handle, { clientX: 250, clientY: 150, button: 0 });
    fireEvent.pointerMove(document, { clientX: 300, clientY: 175 });
    fireEvent.pointerUp(document, { clientX: 300, clientY: 175 });
    expect(props.onChange).toHaveBeenLastCalledWith([{ id: 'img', patch: { left: 100, top: 100, scaleX: 1.25, scaleY: 1.25 } }], { transient: false });
  });

  it('shows corner handles only for text', () => {
    const { overlay } = setup({ selectedIds: ['txt'] });
    const handles = [...overlay.querySelectorAll('[data-handle]')].map((element) => element.getAttribute('data-handle'));
    expect(handles).toEqual(['rotate', 'nw', 'ne', 'se', 'sw']);
  });

  it('rotates with the rotate handle, Shift snapping to 15°', () => {
    const { overlay, props } = setup({ selectedIds: ['img'] });
    // Centre (300, 200) canvas = (150, 100) CSS; the rotate handle is straight above it.
    const handle = overlay.querySelector('[data-handle="rotate"] .canvas-handle-grab')!;
    fireEvent.pointerDown(handle, { clientX: 150, clientY: 22, button: 0 });
    fireEvent.pointerMove(document, { clientX: 230, clientY: 90, shiftKey: true });
    fireEvent.pointerUp(document, { clientX: 230, clientY: 90 });
    expect(props.onChange).toHaveBeenLastCalledWith([{ id: 'img', patch: { angle: 90 } }], { transient: false });
  });
});

describe('keyboard', () => {
  it('nudges 2 px, 10 with Shift, 100 with Ctrl, one final change per press', async () => {
    const user = userEvent.setup();
    const { props } = setup({ selectedIds: ['img'] });
    await user.keyboard('{ArrowRight}');
    expect(props.onChange).toHaveBeenLastCalledWith([{ id: 'img', patch: { left: 102, top: 100 } }], { transient: false });
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(props.onChange).toHaveBeenLastCalledWith([{ id: 'img', patch: { left: 100, top: 110 } }], { transient: false });
    await user.keyboard('{Control>}{ArrowLeft}{/Control}');
    expect(props.onChange).toHaveBeenLastCalledWith([{ id: 'img', patch: { left: 0, top: 100 } }], { transient: false });
    await user.keyboard('{Meta>}{ArrowUp}{/Meta}');
    expect(props.onChange).toHaveBeenLastCalledWith([{ id: 'img', patch: { left: 100, top: 0 } }], { transient: false });
    expect(props.onChange).toHaveBeenCalledTimes(4);
  });

  it('leaves keys alone while a form field has focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onCommand = vi.fn();
    render(
      <>
        <input aria-label="Project name" />
        <CanvasOverlay
          objects={objects}
          canvasSize={{ width: 1920, height: 1080 }}
          scale={0.5}
          selectedIds={['img']}
          backgroundLocked
          onSelect={vi.fn()}
          onChange={onChange}
          commands={allCommands}
          onCommand={onCommand}
          sourceSizes={{}}
          onTextEditingChange={vi.fn()}
        />
      </>,
    );
    await user.click(screen.getByLabelText('Project name'));
    await user.keyboard('{ArrowRight}{Backspace}{Control>}c{/Control}');
    expect(onChange).not.toHaveBeenCalled();
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('does nothing without a selection', async () => {
    const user = userEvent.setup();
    const { props } = setup();
    await user.keyboard('{ArrowRight}{Delete}');
    expect(props.onChange).not.toHaveBeenCalled();
    expect(props.onCommand).not.toHaveBeenCalled();
  });

  it('pastes with Ctrl+V when nothing is selected and Paste is enabled, and takes no other key', async () => {
    const user = userEvent.setup();
    const { props, rerenderWith } = setup({ commands: { ...allCommands, copy: false, delete: false } });
    await user.keyboard('{Control>}c{/Control}{Escape}{Enter}{Control>}v{/Control}');
    expect(vi.mocked(props.onCommand).mock.calls).toEqual([['paste']]);
    expect(props.onSelect).not.toHaveBeenCalled();
    rerenderWith({ commands: { ...allCommands, paste: false } });
    await user.keyboard('{Control>}v{/Control}');
    expect(props.onCommand).toHaveBeenCalledTimes(1);
  });

  it('copies, pastes and deletes when the commands are enabled; Escape clears the selection', async () => {
    const user = userEvent.setup();
    const { props } = setup({ selectedIds: ['img'], commands: { ...allCommands, paste: false } });
    await user.keyboard('{Control>}c{/Control}{Control>}v{/Control}{Delete}{Backspace}{Control>}z{/Control}');
    expect(vi.mocked(props.onCommand).mock.calls).toEqual([['copy'], ['delete'], ['delete']]);
    await user.keyboard('{Escape}');
    expect(props.onSelect).toHaveBeenCalledExactlyOnceWith([]);
  });
});

describe('keyboard and focus', () => {
  function renderWithControls(onChange = vi.fn()) {
    render(
      <>
        <button type="button">Back</button>
        <div role="tablist">
          <button type="button" role="tab" aria-selected="true">
            Text
          </button>
        </div>
        <CanvasOverlay
          objects={objects}
          canvasSize={{ width: 1920, height: 1080 }}
          scale={0.5}
          selectedIds={['txt']}
          backgroundLocked
          onSelect={vi.fn()}
          onChange={onChange}
          commands={allCommands}
          onCommand={vi.fn()}
          sourceSizes={{}}
          onTextEditingChange={vi.fn()}
        />
      </>,
    );
    return onChange;
  }

  it('starts text editing with Enter, unless a button has focus', async () => {
    const user = userEvent.setup();
    renderWithControls();
    screen.getByRole('button', { name: 'Back' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox')).toBeNull();
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Edit text' })).toBeTruthy();
  });

  it('leaves the arrows to a focused tab list but nudges with a plain button focused', async () => {
    const user = userEvent.setup();
    const onChange = renderWithControls();
    screen.getByRole('tab').focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Back' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith([{ id: 'txt', patch: { left: 802, top: 400 } }], { transient: false });
  });

  it('opens the context menu with Shift+F10', async () => {
    const user = userEvent.setup();
    renderWithControls();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(screen.getByRole('menu', { name: 'Object actions' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('CopyCtrl+C');
  });
});

describe('context menu', () => {
  it('selects the object, shows the entries as enabled by the caller and works by keyboard', async () => {
    const user = userEvent.setup();
    const commands = { copy: true, paste: false, delete: true, back: false, backward: false, forward: true, front: true };
    const { overlay, props } = setup({ commands });
    fireEvent.contextMenu(overlay, { clientX: 100, clientY: 100 });
    expect(props.onSelect).toHaveBeenCalledExactlyOnceWith(['img']);
    const menu = screen.getByRole('menu');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-disabled')])).toEqual([
      ['CopyCtrl+C', 'false'],
      ['PasteCtrl+V', 'true'],
      ['DeleteDel', 'false'],
      ['Back', 'true'],
      ['Backward', 'true'],
      ['Forward', 'false'],
      ['Front', 'false'],
    ]);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Enter}');
    expect(props.onCommand).not.toHaveBeenCalled();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[6]);
    await user.keyboard('{Enter}');
    expect(props.onCommand).toHaveBeenCalledExactlyOnceWith('front');
    expect(menu.isConnected).toBe(false);
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('closes on Escape without clearing the selection', async () => {
    const user = userEvent.setup();
    const { overlay, props } = setup({ selectedIds: ['img'] });
    fireEvent.contextMenu(overlay, { clientX: 100, clientY: 100 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(props.onSelect).not.toHaveBeenCalled();
  });

  it('closes on a press outside', () => {
    const { overlay } = setup({ selectedIds: ['img'] });
    fireEvent.contextMenu(overlay, { clientX: 100, clientY: 100 });
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('offers only Paste on empty canvas', async () => {
    const user = userEvent.setup();
    const { overlay, props } = setup({ selectedIds: ['img'] });
    fireEvent.contextMenu(overlay, { clientX: 800, clientY: 500 });
    expect(props.onSelect).toHaveBeenCalledExactlyOnceWith([]);
    const enabled = screen.getAllByRole('menuitem').filter((item) => item.getAttribute('aria-disabled') === 'false');
    expect(enabled.map((item) => item.textContent)).toEqual(['PasteCtrl+V']);
    await user.click(screen.getByRole('menuitem', { name: /Copy/ }));
    expect(props.onCommand).not.toHaveBeenCalled();
    await user.click(enabled[0]!);
    expect(props.onCommand).toHaveBeenCalledExactlyOnceWith('paste');
  });
});

describe('text editing', () => {
  it('edits a text in place and commits on blur', async () => {
    const user = userEvent.setup();
    const { overlay, props } = setup({ selectedIds: ['txt'] });
    fireEvent.doubleClick(overlay, { clientX: 500, clientY: 225 });
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Edit text' });
    expect(props.onTextEditingChange).toHaveBeenCalledExactlyOnceWith('txt');
    expect(document.activeElement).toBe(textarea);
    expect(textarea.value).toBe('Hello');
    expect(textarea.style.fontSize).toBe('17px');
    expect(textarea.style.fontFamily).toBe('"Poppins"');
    expect(textarea.style.width).toBe('200px');
    expect(textarea.style.left).toBe('400px');
    await user.keyboard('{End}{Enter}world');
    expect(textarea.value).toBe('Hello\nworld');
    expect(props.onChange).not.toHaveBeenCalled();
    act(() => textarea.blur());
    expect(props.onChange).toHaveBeenCalledExactlyOnceWith([{ id: 'txt', patch: { text: 'Hello\nworld', height: expect.any(Number) } }], { transient: false });
    expect(props.onTextEditingChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('commits nothing when the text is unchanged, and Escape ends editing', async () => {
    const user = userEvent.setup();
    const { overlay, props } = setup({ selectedIds: ['txt'] });
    fireEvent.doubleClick(overlay, { clientX: 500, clientY: 225 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(props.onChange).not.toHaveBeenCalled();
    expect(props.onSelect).not.toHaveBeenCalled();
    expect(props.onTextEditingChange).toHaveBeenLastCalledWith(null);
  });
});

describe('crop mode', () => {
  // Shows source px 0..400 x 0..200 of an 800x400 source.
  const sourceSizes = { img: { width: 800, height: 400 } };

  it('enters on double-click, pans with arrows inside the source and leaves on Escape', async () => {
    const user = userEvent.setup();
    const { overlay, props } = setup({ selectedIds: ['img'], sourceSizes });
    fireEvent.doubleClick(overlay, { clientX: 100, clientY: 100 });
    expect(overlay.querySelector('.canvas-crop-window')).not.toBeNull();
    expect(overlay.querySelectorAll('[data-crop-corner]')).toHaveLength(4);
    await user.keyboard('{ArrowLeft}');
    expect(props.onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    expect(props.onChange).toHaveBeenCalledExactlyOnceWith([{ id: 'img', patch: { left: 102, top: 100, width: 400, height: 200, cropX: 2, cropY: 0 } }], { transient: false });
    await user.keyboard('{Escape}');
    expect(overlay.querySelector('.canvas-crop-window')).toBeNull();
    expect(props.onSelect).not.toHaveBeenCalled();
  });

  it('pans the window by dragging inside it, stopping at the source edge', () => {
    const { overlay, props } = setup({ selectedIds: ['img'], sourceSizes });
    fireEvent.doubleClick(overlay, { clientX: 100, clientY: 100 });
    fireEvent.pointerDown(overlay, { clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerMove(document, { clientX: 400, clientY: 90 });
    fireEvent.pointerUp(document, { clientX: 400, clientY: 90 });
    expect(props.onChange).toHaveBeenLastCalledWith([{ id: 'img', patch: { left: 500, top: 100, width: 400, height: 200, cropX: 400, cropY: 0 } }], { transient: false });
  });

  it('has no crop mode without a source size', () => {
    const { overlay } = setup({ selectedIds: ['img'] });
    fireEvent.doubleClick(overlay, { clientX: 100, clientY: 100 });
    expect(overlay.querySelector('.canvas-crop-window')).toBeNull();
  });
});
