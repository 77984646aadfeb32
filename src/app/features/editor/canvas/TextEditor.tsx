import { useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import type { TextObject } from '../../../../scene/schema/canvasObject';
import { orientedBox } from './geometry';

/** Families the product ships; document names such as "Poppins Regular" draw with them (as the engine's `familyOf`). */
const BUNDLED_FAMILIES = ['Poppins'];

/** The CSS font-family of a document font name: "Poppins Regular" -> "Poppins", others as named. */
export function cssFontFamily(name: string): string {
  const family = BUNDLED_FAMILIES.find((candidate) => name === candidate || name.startsWith(`${candidate} `)) ?? name;
  return JSON.stringify(family);
}

/**
 * Places the editor exactly over the drawn text: laid out at the text's vertical scale (font size,
 * wrapping width and line height all grow with it), stretched by scaleX / scaleY and rotated about
 * the object's centre. The height is only a minimum: the box grows downwards with the text.
 */
export function textEditorStyle(object: TextObject, scale: number): CSSProperties {
  const box = orientedBox(object);
  const layoutScale = scale * (object.scaleY || 1);
  const width = object.width * layoutScale;
  const height = object.height * layoutScale;
  const stretch = object.scaleY ? object.scaleX / object.scaleY : 1;
  const decorations = [object.underline && 'underline', object.linethrough && 'line-through'].filter(Boolean).join(' ');
  return {
    left: box.cx * scale - width / 2,
    top: box.cy * scale - height / 2,
    width,
    minHeight: height,
    transform: `rotate(${object.angle}deg) scaleX(${stretch})`,
    transformOrigin: `${width / 2}px ${height / 2}px`,
    fontFamily: cssFontFamily(object.fontFamily),
    fontSize: object.fontSize * layoutScale,
    fontWeight: object.fontWeight,
    fontStyle: object.fontStyle,
    lineHeight: object.lineHeight,
    letterSpacing: `${object.charSpacing / 1000}em`,
    textAlign: object.textAlign,
    textDecoration: decorations || 'none',
    color: object.fill,
    caretColor: object.fill,
  };
}

type TextEditorProps = {
  object: TextObject;
  /** CSS px per canvas px. */
  scale: number;
  /**
   * Escape or blur: the text as typed (the caller decides whether it changed) and the box height it
   * needs, unscaled canvas px (at least one line), so that every line is drawn. Called once.
   */
  onCommit(text: string, height: number): void;
};

/**
 * In-place text editing: a textarea over the text in the text's own font, focused with all text
 * selected. Enter adds a line (the textarea's own behaviour); Escape or leaving it commits.
 */
export function TextEditor({ object, scale, onCommit }: TextEditorProps) {
  const [text, setText] = useState(object.text);
  const ref = useRef<HTMLTextAreaElement>(null);
  const isDoneRef = useRef(false);

  useLayoutEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);

  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    // Grow with the text: measure from the minimum height each time, so deleting lines shrinks it again.
    textarea.style.height = 'auto';
    textarea.style.height = `${textarea.scrollHeight}px`;
  }, [text, scale]);

  function commit() {
    if (isDoneRef.current) return;
    isDoneRef.current = true;
    const layoutScale = scale * (object.scaleY || 1);
    const measured = ref.current && layoutScale > 0 ? ref.current.scrollHeight / layoutScale : object.height;
    onCommit(text, Math.round(Math.max(measured, object.fontSize * object.lineHeight) * 1000) / 1000);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    commit();
  }

  return (
    <textarea
      ref={ref}
      className="canvas-text-editor"
      data-overlay-ui=""
      aria-label="Edit text"
      spellCheck
      rows={1}
      value={text}
      style={textEditorStyle(object, scale)}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={handleKeyDown}
      onBlur={commit}
    />
  );
}
