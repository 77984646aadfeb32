import { copyHtml } from './clipboard';
import type { CopiedCode } from './shareRules';
import { useCopiedFlash } from './useCopiedFlash';

/**
 * Copy Code (spec 002 §2 Share via Mail): puts the code on the clipboard as HTML and as plain text
 * and says 'Copied !' for 600 ms (spec 002 §4); off while there is no code to copy (status not 1,
 * or its pictures still being made).
 */
export function CopyCodeButton({ code, label = 'Copy Code', isSmall = false }: { code: CopiedCode | null; label?: string; isSmall?: boolean }) {
  const { isCopied, flash } = useCopiedFlash();

  const copy = async () => {
    if (code === null) return;
    await copyHtml(code.html, code.text);
    flash();
  };

  return (
    <button
      type="button"
      className={isSmall ? 'btn btn-primary btn-small share-copy' : 'btn btn-primary share-copy'}
      disabled={code === null}
      onClick={() => void copy()}
      aria-live="polite"
    >
      {isCopied ? 'Copied !' : label}
    </button>
  );
}
