import { useEffect, useRef } from 'react';
import { downloadFile } from '../../components/downloadFile';
import { Popup } from '../../components/Popup';
import { downloadName } from './itemRules';
import type { ProjectCard } from '../../../contract/projects';
import type { KindInfo } from './myItemsApi';

/**
 * The preview of a generated item (`item` null: closed): the video playing, or the image, with
 * Download. Closing it stops the video and clears its source, so nothing keeps playing or
 * downloading behind the page (spec 002 §2).
 */
export function ItemPreviewDialog({ kind, item, onClose }: { kind: KindInfo; item: ProjectCard | null; onClose: () => void }) {
  const src = item?.mainVideoGenerate.video ?? null;
  return (
    <Popup isOpen={src !== null} title={item?.name ?? ''} onClose={onClose} confirmLabel="Download" onConfirm={() => item && src && downloadFile(src, downloadName(item, kind))}>
      {src && (kind.kind === 'video' ? <PreviewVideo src={src} /> : <img className="item-preview-media" src={src} alt={item!.name} />)}
    </Popup>
  );
}

/** A playing video that is stopped and emptied when it leaves the page. */
function PreviewVideo({ src }: { src: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    return () => {
      if (!video) return;
      video.pause();
      video.removeAttribute('src');
      video.load();
    };
  }, [src]);
  return <video ref={ref} className="item-preview-media" src={src} controls autoPlay playsInline aria-label="Video preview" />;
}
