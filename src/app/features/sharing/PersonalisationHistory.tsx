import { useId } from 'react';
import { type PersonalisationEntry, type PersonalisationKind, PERSONALISATION_STATUS } from '../../../contract/personalisation';
import { usePagedList } from '../../api/pagedList';
import { fileDownloadUrl } from '../myItems/itemRules';
import { CopyLinkButton } from './CopyLinkButton';
import { personalisationHistoryUrl } from './personalisationApi';
import { ProgressRing } from './ProgressRing';
import { historyStatusText } from './shareRules';

/** Who an entry is for: the contact's e-mail and their first other value. */
function contactOf({ allMergeTag, mergeTagValue }: PersonalisationEntry): string[] {
  const email = allMergeTag.find(([, type]) => type === 'email');
  const other = allMergeTag.find(([name, type]) => type !== 'email' && mergeTagValue[name]);
  return [email && mergeTagValue[email[0]], other && mergeTagValue[other[0]]].filter((value): value is string => Boolean(value));
}

/** What an entry offers once ready: its link (Copy, and Open in a new tab) or its file (Download). */
export type HistoryAction = 'link' | 'download';

/** An entry's link buttons: Copy ('Copied !' 600 ms) and Open, both on only at status 1. */
function LinkActions({ entry }: { entry: PersonalisationEntry }) {
  const link = entry.status === PERSONALISATION_STATUS.ready ? entry.campaignUrl : null;
  return (
    <>
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
    </>
  );
}

/** An entry's Download (spec 002 §4): at status 1 it opens the file with the download flag and the entry's file name (`{name}-{first value}.mp4`, `.png`). */
function DownloadAction({ entry }: { entry: PersonalisationEntry }) {
  const file = entry.status === PERSONALISATION_STATUS.ready ? entry.video : null;
  return file ? (
    <a className="btn btn-primary btn-small share-copy" href={fileDownloadUrl(file, entry.fileName)} download={entry.fileName}>
      Download
    </a>
  ) : (
    <button type="button" className="btn btn-primary btn-small share-copy" disabled>
      Download
    </button>
  );
}

const ENTRY_NAMES: Record<HistoryAction, string> = { link: 'Personalised link', download: 'Personalised download' };

function HistoryEntry({ entry, action }: { entry: PersonalisationEntry; action: HistoryAction }) {
  const contact = contactOf(entry);
  return (
    <li className="share-history-entry" aria-label={`${ENTRY_NAMES[action]} for ${contact.join(', ')}`}>
      <div className="share-history-text">
        <span className="share-page-name">{contact.join(' · ')}</span>
        <span className={entry.status === PERSONALISATION_STATUS.error ? 'share-history-failed' : 'share-muted'}>{historyStatusText(entry)}</span>
      </div>
      {/* Spec 002 §4: on the button the ring shows the progress minus 5 (the last steps follow the render). */}
      {entry.status === PERSONALISATION_STATUS.generating && <ProgressRing percent={entry.progress - 5} />}
      {action === 'link' ? <LinkActions entry={entry} /> : <DownloadAction entry={entry} />}
    </li>
  );
}

interface PersonalisationHistoryProps {
  /** Which history: an item's downloads (1), a video's solo links (2) or an image's links (3). */
  kind: PersonalisationKind;
  /** The video or image. */
  itemId: number;
  /** 'Personalised Link History', 'Generated Download History'. */
  heading: string;
  action: HistoryAction;
  /** What an empty history says. */
  emptyText: string;
}

/**
 * A history of one contact's personalised items (spec 002 §2 Personalised Link History, Generated
 * Download History): an item's entries of one kind, newest first, paged, kept live by
 * `liveSoloUpdates`, each with its status, the ring while it renders and its action.
 */
export function PersonalisationHistory({ kind, itemId, heading, action, emptyText }: PersonalisationHistoryProps) {
  const headingId = useId();
  const { items, isLoading, isError, hasMore, observeEnd } = usePagedList<PersonalisationEntry>(personalisationHistoryUrl(kind, itemId));
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="share-heading">
        {heading}
      </h3>
      {isLoading && <p className="share-muted">Loading…</p>}
      {isError && <p className="share-muted">The history could not be loaded.</p>}
      {!isLoading && !isError && items.length === 0 && <p className="share-muted">{emptyText}</p>}
      <ul className="share-history" aria-label={heading}>
        {items.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} action={action} />
        ))}
      </ul>
      {hasMore && <div ref={observeEnd} aria-hidden="true" />}
    </section>
  );
}
