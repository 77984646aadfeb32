import { useEffect, useState } from 'react';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';

type Size = { width: number; height: number };

/** Natural sizes by media address, shared by every stage: each file is measured once per page. */
const measured = new Map<string, Promise<Size | null>>();

/** The natural size of an image or video file, or null when it does not load. */
function measure(src: string, kind: 'image' | 'video'): Promise<Size | null> {
  let size = measured.get(src);
  if (!size) {
    size = new Promise((resolve) => {
      if (kind === 'image') {
        const image = new Image();
        image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
        image.onerror = () => resolve(null);
        image.src = src;
      } else {
        const video = document.createElement('video');
        video.preload = 'metadata';
        video.onloadedmetadata = () => resolve({ width: video.videoWidth, height: video.videoHeight });
        video.onerror = () => resolve(null);
        video.src = src;
      }
    });
    measured.set(src, size);
  }
  return size;
}

/** The natural source size of each image and video object, by object id (crop mode needs the whole source). */
export function useSourceSizes(objects: readonly CanvasObject[]): Record<string, Size> {
  const [sizes, setSizes] = useState<Record<string, Size>>({});
  const media = objects.flatMap((object) => (object._Type === 'image' || object._Type === 'video' ? [{ id: object.id, src: object._Src, kind: object._Type }] : []));
  const key = media.map(({ id, src }) => `${id}=${src}`).join('\n');

  useEffect(() => {
    let isCurrent = true;
    void Promise.all(media.map(async ({ id, src, kind }) => [id, await measure(src, kind)] as const)).then((entries) => {
      if (!isCurrent) return;
      setSizes(Object.fromEntries(entries.filter((entry): entry is readonly [string, Size] => entry[1] !== null)));
    });
    return () => {
      isCurrent = false;
    };
    // `key` names exactly the media measured.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return sizes;
}
