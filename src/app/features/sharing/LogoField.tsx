import { useId, useState } from 'react';
import { UploadBrowser } from '../media/UploadBrowser';
import { ShareSheet } from './ShareSheet';

interface LogoFieldProps {
  /** The logo's address (a picture of the user's media library), or null for none. */
  logo: string | null;
  error?: string | undefined;
  onChange(logo: string | null): void;
}

/**
 * The sharing page's logo: the chosen picture with Change and Remove, or Choose logo. The choice
 * is made in a dialog over the user's pictures of the library's `logo` category, where a new one
 * is uploaded too.
 */
export function LogoField({ logo, error, onChange }: LogoFieldProps) {
  const labelId = useId();
  const [isChoosing, setIsChoosing] = useState(false);
  return (
    <div className={error ? 'field field-invalid' : 'field'} role="group" aria-labelledby={labelId}>
      <span className="field-label" id={labelId}>
        Logo
      </span>
      <div className="page-editor-logo">
        {logo ? <img className="page-editor-logo-picture" src={logo} alt="The page's logo" /> : <span className="page-editor-logo-none">No logo</span>}
        <button type="button" className="btn btn-secondary" onClick={() => setIsChoosing(true)}>
          {logo ? 'Change logo' : 'Choose logo'}
        </button>
        {logo && (
          <button type="button" className="btn-link" onClick={() => onChange(null)}>
            Remove logo
          </button>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <ShareSheet isOpen={isChoosing} title="Choose a logo" onClose={() => setIsChoosing(false)}>
        <UploadBrowser
          kind="image"
          product="video"
          category="logo"
          verb="Use"
          onChoose={(picture) => {
            onChange(picture.src);
            setIsChoosing(false);
          }}
        />
      </ShareSheet>
    </div>
  );
}
