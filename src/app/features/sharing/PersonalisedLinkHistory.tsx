import { type PersonalisationEntry, PERSONALISATION_STATUS } from '../../../contract/personalisation';
import { usePagedList } from '../../api/pagedList';
import { CopyLinkButton } from './CopyLinkButton';
import { soloHistoryUrl } from './personalisationApi';
import { ProgressRing } from './ProgressRing';

/** What an entry's status says (spec 002 §4: 1 ready, 2 generating with its percent, 3 pending, 0 error). */
function statusText({ status, progress, message }: PersonalisationEntry): string {
  if (status === PERSONALISATION_STATUS.ready) return 'Ready';
  if (status === PERSONALISATION_STATUS.generating) return `Generating… ${progress}%`;
  if (status === PERSONALISATION_STATUS.pending) return 'Pending';
  return message ? `Error: ${message}` : 'Error';
}

/** Who an entry is for: the contact's e-mail and their first other value. */
function contactOf({ allMergeTag, mergeTagValue }: PersonalisationEntry): string[] {
  const email = allMergeTag.find(([, type]) => type === 'email');
  const other = allMergeTag.find(([name, type]) => type !== 'email' && mergeTagValue[name]);
  return [email && mergeTagValue[email[0]], other && mergeTagValue[other[0]]].filter((value): value is string => Boolean(value));
}

function HistoryEntry({ entry }: { entry: PersonalisationEntry }) {
  const isReady = entry.status === PERSONALISATION_STATUS.ready && entry.campaignUrl !== null;
  const link = isReady ? entry.campaignUrl : null;
  return (
    <li className="share-history-entry" aria-label={`Personalised link for ${contactOf(entry).join(', ')}`}>
      <div className="share-history-text">
        <span className="share-page-name">{contactOf(entry).join(' · ')}</span>
        <span className="share-muted">{statusText(entry)}</span>
      </div>
      {/* Spec 002 §4: on the button the ring shows the progress minus 5 (the last steps follow the render). */}
      {entry.status === PERSONALISATION_STATUS.generating && <ProgressRing percent={entry.progress - 5} />}
      <CopyLinkButton link={link} label="Copy" />
      {link ? (
        <a className="btn btn-secondary btn-small" href={link} target="_blank" rel="noreferrer">
          Open
        </a>
      ) : (
        <button type="button" className="btn btn-secondary btn-small" disabled>
          Open
        </button>
      )}
    </li>
  );
}

/** Personalised Link History (spec 002 §2): a video's solo links, newest first, paged, kept live by `liveSoloUpdates`. */
export function PersonalisedLinkHistory({ videoId }: { videoId: number }) {
  const { items, isLoading, isError, hasMore, observeEnd } = usePagedList<PersonalisationEntry>(soloHistoryUrl(videoId));
  return (
    <section aria-labelledby="share-link-history">
      <h3 id="share-link-history" className="share-heading">
        Personalised Link History
      </h3>
      {isLoading && <p className="share-muted">Loading…</p>}
      {isError && <p className="share-muted">The history could not be loaded.</p>}
      {!isLoading && !isError && items.length === 0 && <p className="share-muted">No personalised links yet.</p>}
      <ul className="share-history">
        {items.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} />
        ))}
      </ul>
      {hasMore && <div ref={observeEnd} aria-hidden="true" />}
    </section>
  );
}
