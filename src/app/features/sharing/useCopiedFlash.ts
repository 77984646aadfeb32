import { useEffect, useState } from 'react';
import { COPIED_FLASH_MS } from './shareRules';

/** A copy button's 'Copied !' flash (spec 002 §4, §9): after `flash()`, `isCopied` is true for 600 ms. */
export function useCopiedFlash(): { isCopied: boolean; flash: () => void } {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_FLASH_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  return { isCopied, flash: () => setIsCopied(true) };
}
