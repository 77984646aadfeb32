import { copyText } from './clipboard';
import { useCopiedFlash } from './useCopiedFlash';

/** Copy Link: copies `link` and says 'Copied !' for 600 ms (spec 002 §4); off while there is no link to copy (status not 1). */
export function CopyLinkButton({ link, label = 'Copy Link' }: { link: string | null; label?: string }) {
  const { isCopied, flash } = useCopiedFlash();

  const copy = async () => {
    if (link === null) return;
    await copyText(link);
    flash();
  };

  return (
    <button type="button" className="btn btn-primary share-copy" disabled={link === null} onClick={() => void copy()} aria-live="polite">
      {isCopied ? 'Copied !' : label}
    </button>
  );
}
