import { type DragEvent, useEffect, useRef, useState } from 'react';
import { centredOn, createMusicObject } from '../../../../scene/ops/newObjects';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import type { UploadKind } from '../../media/mediaApi';
import type { UploadItem } from '../../media/mediaTypes';
import { uploadMedia } from '../../media/placeableMedia';
import { readyUpload } from '../../media/uploads/readyUpload';
import { startUpload } from '../../media/uploads/startUpload';
import { IMAGES, VIDEOS } from '../tabs/mediaKinds';
import { useAddObject } from '../tabs/useAddObject';
import { useEditorLocation } from '../routes/useEditorLocation';
import { dropChoice, isFileDrag } from './fileDrop';

/** The origin of the canvas's uploads: its progress box shows only these (the tabs' boxes show every upload). */
export const CANVAS_UPLOADS = 'canvas';

type Point = { x: number; y: number };

/** A file dropped on the canvas, uploaded and waiting to be added: its kind and the canvas point it was dropped on. */
type PendingDrop = { kind: UploadKind; point: Point | null };

/**
 * Files dropped on the canvas area: while a file is dragged over it `isOver` is true (the drop
 * target shows); a dropped picture, clip or track is uploaded through the media library (its
 * progress in the canvas's upload box) and, once uploaded (and prepared, for a clip the browser
 * cannot play), added to the scene then open as the Image, Video and Music tabs add an upload
 * (one undo step, selected, its settings opened). A picture or clip is centred where it was
 * dropped when that was on the canvas (`canvasPointAt` answers null elsewhere), else on the
 * canvas. A file the canvas does not take is refused with a `notice` saying what it takes; the
 * notice also says how the preparation of a clip goes. Drags that carry no files are left alone.
 */
export function useCanvasFileDrop(canvasPointAt: (client: Point) => Point | null) {
  const dispatch = useAppDispatch();
  const editorType = useEditorLocation()?.editorType ?? 'video';
  const size = useAppSelector((state) => state.editor.document?.size ?? 0);
  const add = useAddObject();
  const [isOver, setIsOver] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const waits = useRef(new Set<() => void>());
  const isMounted = useRef(true);

  /** Adds an upload to the scene open now, as the tabs add it. */
  const insert = ({ kind, point }: PendingDrop, item: UploadItem) => {
    const media = uploadMedia(item);
    if (kind === 'music') {
      const { object, timing } = createMusicObject(media);
      return add(object, timing);
    }
    const { object, timing } = (kind === 'image' ? IMAGES : VIDEOS).create(media, size);
    add(point && (object._Type === 'image' || object._Type === 'video') ? centredOn(object, point) : object, timing);
  };
  // The upload ends renders later: it is added with the editor as it is then (the scene open, the address).
  const latestInsert = useRef(insert);
  useEffect(() => {
    latestInsert.current = insert;
  });
  useEffect(() => {
    isMounted.current = true;
    const pending = waits.current;
    return () => {
      isMounted.current = false;
      for (const stop of pending) stop();
    };
  }, []);

  const uploaded = (drop: PendingDrop, item: UploadItem) => {
    if (!isMounted.current) return;
    const wait = readyUpload(item, (percent) => setNotice(`Preparing “${item.name}” for the canvas: ${percent}%`));
    waits.current.add(wait.stop);
    wait.ready.then(
      (ready) => {
        waits.current.delete(wait.stop);
        setNotice(null);
        latestInsert.current(drop, ready);
      },
      (failure: unknown) => {
        waits.current.delete(wait.stop);
        setNotice(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  const handlers = {
    onDragOver(event: DragEvent) {
      if (!isFileDrag(event.dataTransfer)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setIsOver(true);
    },
    onDragLeave(event: DragEvent) {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setIsOver(false);
    },
    onDrop(event: DragEvent) {
      if (!isFileDrag(event.dataTransfer)) return;
      event.preventDefault();
      setIsOver(false);
      const files = Array.from(event.dataTransfer.files);
      const choice = dropChoice(files, editorType);
      if ('refusal' in choice) return setNotice(choice.refusal);
      setNotice(null);
      const drop: PendingDrop = { kind: choice.kind, point: choice.kind === 'music' ? null : canvasPointAt({ x: event.clientX, y: event.clientY }) };
      dispatch(startUpload(files[0]!, choice.category, { origin: CANVAS_UPLOADS, onUploaded: (item) => uploaded(drop, item) }));
    },
  };

  return { isOver, notice, dismissNotice: () => setNotice(null), handlers };
}
