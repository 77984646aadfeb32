import { useId, useState } from 'react';
import type { BatchPreflight, PreflightContact } from '../../../contract/batchPreflight';
import { etaText, isShortOf } from './batchRules';

/** A contact's first frame, or a neutral placeholder when it could not be drawn or does not load. */
function ContactThumbnail({ contact }: { contact: PreflightContact }) {
  const [hasFailed, setHasFailed] = useState(false);
  return contact.thumbnail && !hasFailed ? (
    <img className="batch-preflight-picture" src={contact.thumbnail} alt={`First frame for ${contact.email}`} onError={() => setHasFailed(true)} />
  ) : (
    <span className="batch-preflight-picture share-page-picture-empty" role="img" aria-label={`No picture for ${contact.email}`} />
  );
}

interface BatchPreflightViewProps {
  preflight: BatchPreflight | undefined;
  isLoading: boolean;
  isError: boolean;
}

/**
 * The preflight of the error summary (issue 18): the first contacts' first frames with their
 * e-mail, how many contacts use a fallback value, the credits needed against those left per type
 * (a short one marked: Generate Code is then off) and the estimated time, when there is one.
 */
export function BatchPreflightView({ preflight, isLoading, isError }: BatchPreflightViewProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={isLoading}>
      <h4 id={headingId} className="share-subheading">
        What Generate Code makes
      </h4>
      {isLoading && (
        <p className="share-muted batch-preflight-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          Drawing the first contacts… this can take a few seconds.
        </p>
      )}
      {isError && <p className="share-muted">The first contacts could not be pictured; the batch can still be generated.</p>}
      {preflight && (
        <>
          <ul className="batch-preflight-contacts" aria-label="First contacts">
            {preflight.contacts.map((contact) => (
              <li key={contact.contactNumber} className="batch-preflight-contact">
                <ContactThumbnail contact={contact} />
                <span className="batch-preflight-email" title={contact.email}>
                  {contact.email}
                </span>
              </li>
            ))}
          </ul>
          {preflight.fallbackContacts > 0 && <p className="share-muted">{preflight.fallbackContacts} contact(s) use a fallback value</p>}
          <ul className="batch-credits" aria-label="Credits">
            {preflight.credits.map((credit) => (
              <li key={credit.creditType} className={isShortOf(credit) ? 'batch-credit batch-credit-short' : 'batch-credit'}>
                <span className="batch-credit-name">{credit.name}</span>
                <span>
                  {credit.needed} needed, {credit.left} left
                  {isShortOf(credit) && ` (${credit.needed - credit.left} missing)`}
                </span>
              </li>
            ))}
          </ul>
          {preflight.credits.some(isShortOf) && (
            <p className="share-error" role="alert">
              Not enough credits for this batch: buy more, or use a CSV of fewer contacts.
            </p>
          )}
          {preflight.etaSeconds !== null && (
            <p className="batch-eta">
              <span className="share-card-label">Estimated time</span> {etaText(preflight.etaSeconds)}
              {preflight.etaBasis && <span className="share-muted"> ({preflight.etaBasis})</span>}
            </p>
          )}
        </>
      )}
    </section>
  );
}
