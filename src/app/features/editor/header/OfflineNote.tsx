import { useAppSelector } from '../../../hooks';
import { selectIsOffline } from '../state/editorSlice';
import './offlineNote.css';

/**
 * A quiet note beside Save while saves keep failing (issue 23): the changes are kept in this
 * browser and sent when the server answers again, then the note goes. Always in the page, so
 * that screen readers hear it appear.
 */
export function OfflineNote() {
  const isOffline = useAppSelector(selectIsOffline);
  return (
    <span className="offline-note" role="status" title={isOffline ? 'Your changes are kept in this browser and saved as soon as the connection is back.' : undefined}>
      {isOffline && (
        <>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 3l18 18M8.5 8.6A5 5 0 0 0 6 18h11m3.2-1.9A4 4 0 0 0 17 10h-.3A6 6 0 0 0 10.6 6.1" />
          </svg>
          Offline<span className="offline-note-more">: changes kept</span>
        </>
      )}
    </span>
  );
}
