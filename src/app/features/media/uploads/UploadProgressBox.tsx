import { CLOSE_ICON } from '../mediaIcons';
import { uploadsInFlight, useUploadsInFlight } from './uploadsInFlight';

/**
 * The upload progress box (spec 000 §2): every upload of this page on its way (or only those
 * started at `origin`), with its name, a progress bar and Cancel; a refused one shows the
 * server's message until dismissed.
 */
export function UploadProgressBox({ origin }: { origin?: string }) {
  const uploads = useUploadsInFlight().filter((upload) => origin === undefined || upload.origin === origin);
  if (uploads.length === 0) return null;
  return (
    <section className="upload-box" aria-label="Uploads">
      <ul className="upload-box-list">
        {uploads.map((upload) => (
          <li key={upload.key} className={upload.error ? 'upload-row has-error' : 'upload-row'}>
            <span className="upload-row-name">{upload.name}</span>
            {upload.error ? (
              <span className="upload-row-error" role="alert">
                {upload.error}
              </span>
            ) : (
              <span className="upload-row-progress">
                <span className="upload-bar" role="progressbar" aria-label={`Uploading ${upload.name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={upload.percent}>
                  <span className="upload-bar-fill" style={{ width: `${upload.percent}%` }} />
                </span>
                <span className="upload-row-percent">{upload.percent < 100 ? `${upload.percent}%` : 'Finishing…'}</span>
              </span>
            )}
            <button
              type="button"
              className="media-icon-button"
              aria-label={upload.error ? `Dismiss ${upload.name}` : `Cancel upload of ${upload.name}`}
              title={upload.error ? 'Dismiss' : 'Cancel'}
              onClick={() => uploadsInFlight.remove(upload.key)}
            >
              {CLOSE_ICON}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
