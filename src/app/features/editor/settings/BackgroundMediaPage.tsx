import { useState } from 'react';
import { type BackgroundMediaSource, setBackgroundMedia } from '../../../../scene/ops/backgroundMedia';
import { useAppDispatch } from '../../../hooks';
import type { PlaceableMedia } from '../../media/placeableMedia';
import { StockBrowser } from '../../media/StockBrowser';
import { UploadBrowser } from '../../media/UploadBrowser';
import { Panel } from '../panels/Panel';
import type { EditorType } from '../state/editorSlice';
import { editDocument } from '../state/editDocument';
import { whileLoading } from '../loading/whileLoading';

const TITLES: Record<BackgroundMediaSource, string> = { image: 'Background Image', video: 'Background Video', upload: 'Background Upload' };

interface BackgroundMediaPageProps {
  sceneId: number;
  source: BackgroundMediaSource;
  editorType: EditorType;
  onBack(): void;
}

/**
 * settings/background/image, /video and /upload (spec 000 §2): the stock pictures, the stock
 * clips, or the user's uploads (pictures, and clips in the video editor); a click makes the
 * choice the scene's background, covering the canvas ('Background is Loading ...' meanwhile).
 */
export function BackgroundMediaPage({ sceneId, source, editorType, onBack }: BackgroundMediaPageProps) {
  const dispatch = useAppDispatch();
  const [uploadKind, setUploadKind] = useState<'image' | 'video'>('image');
  const use = (isVideo: boolean) => (media: PlaceableMedia) => dispatch(editDocument((document) => setBackgroundMedia(document, sceneId, media, source, isVideo)));

  return (
    <Panel title={TITLES[source]} onBack={onBack} backLabel="Background Settings">
      {source === 'upload' ? (
        <>
          {editorType === 'video' && (
            <div className="ep-segmented" role="group" aria-label="Upload type">
              {(['image', 'video'] as const).map((kind) => (
                <button key={kind} type="button" className="ep-segment" aria-pressed={uploadKind === kind} onClick={() => setUploadKind(kind)}>
                  {kind === 'image' ? 'Images' : 'Videos'}
                </button>
              ))}
            </div>
          )}
          <UploadBrowser
            key={uploadKind}
            kind={uploadKind}
            product={editorType}
            verb="Use"
            onChoose={(media) => void dispatch(whileLoading('background', () => use(uploadKind === 'video')(media)))}
          />
        </>
      ) : (
        <StockBrowser ctg="background" type={source} verb="Use" loading="background" onChoose={use(source === 'video')} />
      )}
    </Panel>
  );
}
