import { useState } from 'react';

/**
 * A template's picture rendered by the server (`src`), or a neutral placeholder while there is none
 * (not made yet, or it failed to load: never a broken image).
 */
export function TemplatePicture({ src, alt = '' }: { src: string | null; alt?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <span className="template-thumb-empty" role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} />;
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} />;
}
