import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import type { GenerateRefusal } from './generateRefusal';
import './generateRefusalNote.css';

/**
 * Why Generate Video (Publish) did not start, in a note under the editor header that stays until
 * dismissed or the next try; with no credits left it leads to My Subscription.
 */
export function GenerateRefusalNote({ refusal, title, onDismiss }: { refusal: GenerateRefusal; title: string; onDismiss: () => void }) {
  return createPortal(
    <div className="generate-refusal">
      <Alert tone="error" title={title} onDismiss={onDismiss}>
        {refusal.message}
        {refusal.needsCredits && (
          <>
            {' '}
            <Link to="/subscription">See my credits</Link>
          </>
        )}
      </Alert>
    </div>,
    document.body,
  );
}
