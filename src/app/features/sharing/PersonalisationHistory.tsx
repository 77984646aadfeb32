import { useId } from 'react';
import { type PersonalisationEntry, type PersonalisationKind, PERSONALISATION_STATUS } from '../../../contract/personalisation';
import { usePagedList } from '../../api/pagedList';
import { fileDownloadUrl } from '../myItems/itemRules';
import { CopyCodeButton } from './CopyCodeButton';
import { CopyLinkButton } from './CopyLinkButton';
import { personalisationHistoryUrl } from './personalisationApi';
import { ProgressRing } from './ProgressRing';
import { SendTestButton } from './SendTestButton';
import { useMailPreviewChoice } from './mailPreviewChoice';
import { contactOf, historyStatusText, itemKindOf, mailCodeOf } from './shareRules';

/** What an entry offers once ready: its link (Copy, and Open in a new tab), its file (Download) or its mail code (Copy Code, Open, Send me a test). */
export type HistoryAction = 'link' | 'download' | 'code';

/** The entry's link while it is ready (status 1), else null. */
const readyLinkOf = (entry: PersonalisationEntry) => (entry.status === PERSONALISATION_STATUS.ready ? entry.campaignUrl : null);

/** Open: the entry's page in a new tab, on only while there is a link. */
function OpenButton({ link }: { link: string | null }) {
  return link ? (
    <a className="btn btn-secondary btn-small" href={link} target="_blank" rel="noreferrer">
      Open
    </a>
  ) : (
    <button type="button" className="btn btn-secondary btn-small" disabled>
      Open
    </button>
  );
}

/** An entry's link buttons: Copy ('Copied !' 600 ms) and Open, both on only at status 1. */
function LinkActions({ entry }: { entry: PersonalisationEntry }) {
  const link = readyLinkOf(entry);
  return (
    <>
      <CopyLinkButton link={link} label="Copy" />
      <OpenButton link={link} />
    </>
  );
}

/**
 * An entry's mail code buttons (issue 19): Copy Code ('Copied !' 600 ms), Open and Send me a test,
 * on only at status 1 once its code is made; in Share via Mail also Preview (its code in the Live Preview).
 */
function CodeActions({ entry, kind, itemId }: { entry: PersonalisationEntry; kind: PersonalisationKind; itemId: number }) {
  const code = mailCodeOf(entry);
  const choice = useMailPreviewChoice();
  return (
    <>
      <CopyCodeButton code={code} isSmall />
      {choice && (
        <button type="button" className="btn btn-secondary btn-small" disabled={code === null} aria-pressed={choice.previewedId === entry.id} onClick={() => choice.preview(entry)}>
          Preview
        </button>
      )}
      <OpenButton link={readyLinkOf(entry)} />
      <SendTestButton kind={itemKindOf(kind)} itemId={itemId} entryId={entry.id} isDisabled={code === null} isSmall />
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

const ENTRY_NAMES: Record<HistoryAction, string> = { link: 'Personalised link', download: 'Personalised download', code: 'Personalised mail code' };

/** What an entry offers, by action. */
function EntryActions({ entry, action, kind, itemId }: { entry: PersonalisationEntry; action: HistoryAction; kind: PersonalisationKind; itemId: number }) {
  if (action === 'link') return <LinkActions entry={entry} />;
  if (action === 'code') return <CodeActions entry={entry} kind={kind} itemId={itemId} />;
  return <DownloadAction entry={entry} />;
}

function HistoryEntry({ entry, action, kind, itemId }: { entry: PersonalisationEntry; action: HistoryAction; kind: PersonalisationKind; itemId: number }) {
  const contact = contactOf(entry);
  return (
    <li className={action === 'code' ? 'share-history-entry share-history-entry-code' : 'share-history-entry'} aria-label={`${ENTRY_NAMES[action]} for ${contact.join(', ')}`}>
      <div className="share-history-text">
        <span className="share-page-name">{contact.join(' · ')}</span>
        <span className={entry.status === PERSONALISATION_STATUS.error ? 'share-history-failed' : 'share-muted'}>{historyStatusText(entry)}</span>
      </div>
      {/* Spec 002 §4: on the button the ring shows the progress minus 5 (the last steps follow the render). */}
      {entry.status === PERSONALISATION_STATUS.generating && <ProgressRing percent={entry.progress - 5} />}
      <EntryActions entry={entry} action={action} kind={kind} itemId={itemId} />
    </li>
  );
}

interface PersonalisationHistoryProps {
  /** Which history: an item's downloads (1), a video's solo links (2), an image's links (3) or a video's solo mail codes (4). */
  kind: PersonalisationKind;
  /** The video or image. */
  itemId: number;
  /** 'Personalised Link History', 'Generated Download History', 'Personalised Mail History'. */
  heading: string;
  action: HistoryAction;
  /** What an empty history says. */
  emptyText: string;
}

/**
 * A history of one contact's personalised items (spec 002 §2 Personalised Link History, Generated
 * Download History, Personalised Mail History): an item's entries of one kind, newest first, paged, kept live by
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
          <HistoryEntry key={entry.id} entry={entry} action={action} kind={kind} itemId={itemId} />
        ))}
      </ul>
      {hasMore && <div ref={observeEnd} aria-hidden="true" />}
    </section>
  );
}
