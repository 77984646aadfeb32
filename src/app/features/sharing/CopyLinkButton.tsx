import { useEffect, useState } from 'react';
import { COPIED_FLASH_MS } from './shareRules';

/** Puts `text` on the clipboard (the Clipboard API, or the older copy command where it is missing or refused). */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    document.body.append(field);
    field.select();
    document.execCommand('copy');
    field.remove();
  }
}

/** Copy Link: copies `link` and says 'Copied !' for 600 ms (spec 002 §4); off while there is no link to copy (status not 1). */
export function CopyLinkButton({ link, label = 'Copy Link' }: { link: string | null; label?: string }) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_FLASH_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    if (link === null) return;
    await copyText(link);
    setIsCopied(true);
  };

  return (
    <button type="button" className="btn btn-primary share-copy" disabled={link === null} onClick={() => void copy()} aria-live="polite">
      {isCopied ? 'Copied !' : label}
    </button>
  );
}
