import type { ItemDetails, ItemKind } from '../myItems/myItemsApi';
import { PersonalisationForm } from './PersonalisationForm';
import { PersonalisationHistory } from './PersonalisationHistory';
import { downloadKindOf } from './shareRules';
import { ShareSheet } from './ShareSheet';

interface GenerateDownloadLinkDialogProps {
  isOpen: boolean;
  kind: ItemKind;
  item: ItemDetails;
  onClose: () => void;
}

/**
 * Generate Download Link (spec 002 §2 Dialogs), what a personalised item's Download opens: the Live
 * Preview of the item, How it works, one input per merge tag (Enter variable values), Generate, and
 * the Generated Download History, whose ready entries Download the contact's file as
 * `{name}-{first value}.mp4` (`.png`).
 *
 * A video makes downloads (`POST …/video/generate/download/{id}/`, kind 1). The server has no image
 * download: an image's contact gets one item, their picture and its link (`POST
 * …/image/generate/link/{id}/`, kind 3, one Image and one Salespage Personalization credit), whose
 * ready entry carries the PNG. So for an image this dialog makes image links and lists the image's
 * link history: the same entries as its Share via Link's Personalised Link History, here with
 * Download, there with Copy and Open.
 */
export function GenerateDownloadLinkDialog({ isOpen, kind, item, onClose }: GenerateDownloadLinkDialogProps) {
  return (
    <ShareSheet isOpen={isOpen} title="Generate Download Link" onClose={onClose} isWide>
      {isOpen && <GenerateDownloadLink kind={kind} item={item} />}
    </ShareSheet>
  );
}

function GenerateDownloadLink({ kind, item }: Omit<GenerateDownloadLinkDialogProps, 'isOpen' | 'onClose'>) {
  const downloadKind = downloadKindOf(kind);
  const file = item.mainVideoGenerate.video;
  const poster = item.thumbnailInst?.thumbnail ?? item.thumbnail ?? undefined;
  return (
    <div className="share-link-layout">
      <section className="share-link-preview" aria-labelledby="download-live-preview">
        <h3 id="download-live-preview" className="share-heading">
          Live Preview
        </h3>
        <div className="download-preview">
          {kind === 'video' ? (
            <video src={file ?? undefined} poster={poster} controls preload="metadata" aria-label={`Preview of ${item.name}`} />
          ) : (
            <img src={file ?? poster} alt={`Preview of ${item.name}`} />
          )}
        </div>
      </section>
      <div className="share-link-side">
        <section aria-labelledby="download-how">
          <h3 id="download-how" className="share-heading">
            How it works
          </h3>
          <p className="share-muted">
            Enter one contact&apos;s values and Generate: their own {kind === 'video' ? 'video' : 'picture'} is made with the values in place of the tags
            {kind === 'video' ? ', in what the avatar says and what the video shows' : ''}. It appears in the history below; once it is ready, Download saves it.
          </p>
        </section>
        <PersonalisationForm kind={downloadKind} itemId={item.id} tags={item.allMergeTag ?? []} heading="New Download Link" />
        <PersonalisationHistory kind={downloadKind} itemId={item.id} heading="Generated Download History" action="download" emptyText="No downloads generated yet." />
      </div>
    </div>
  );
}
