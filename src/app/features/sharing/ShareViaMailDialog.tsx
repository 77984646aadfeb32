import { useId, useMemo, useState } from 'react';
import { BATCH_TYPES } from '../../../contract/batch';
import { GENERATE_STATUS } from '../../../contract/generation';
import { PERSONALISATION_KINDS, type PersonalisationEntry } from '../../../contract/personalisation';
import type { ItemDetails, ItemKind } from '../myItems/myItemsApi';
import { BatchPanel } from './BatchPanel';
import { CopyCodeButton } from './CopyCodeButton';
import { MailClientCard } from './MailClientCard';
import { MailPreview } from './MailPreview';
import { MailPreviewChoiceContext } from './mailPreviewChoice';
import { PersonalisationForm } from './PersonalisationForm';
import { PersonalisationHistory } from './PersonalisationHistory';
import { RedirectField } from './RedirectField';
import { SendTestButton } from './SendTestButton';
import { ShareItemCards } from './ShareItemCards';
import { contactOf, isPersonalisedItem, mailCodeOf } from './shareRules';
import { ShareSheet } from './ShareSheet';
import { MAIL_LABELS, SoloBatchTabs } from './SoloBatchTabs';

interface ShareViaMailDialogProps {
  isOpen: boolean;
  kind: ItemKind;
  item: ItemDetails;
  /** The page Choose Sharing Page starts on (a deep link's); the current page otherwise. */
  pageChoice?: number | undefined;
  onClose: () => void;
}

/**
 * Share via Mail (spec 002 §2 Dialogs, issue 19): the Live Preview of the code in client-like
 * frames, How it works, the thumbnail, sharing page and Email Client cards, an image's redirect
 * toggle, and Copy Code with Send me a test, on only at status 1 once the code is made. A
 * personalised video offers New Personalised Code instead, under Solo Mail (one contact, with its
 * Personalised Mail History) and Batch Mail (a code per contact of a CSV); a personalised image
 * its personalised links, each with its code. A history entry's Preview shows its code in the
 * Live Preview in place of the item's own.
 */
export function ShareViaMailDialog({ isOpen, kind, item, pageChoice, onClose }: ShareViaMailDialogProps) {
  return (
    <ShareSheet isOpen={isOpen} title="Share via Mail" onClose={onClose} isWide>
      {isOpen && <ShareViaMail kind={kind} item={item} pageChoice={pageChoice} />}
    </ShareSheet>
  );
}

function ShareViaMail({ kind, item, pageChoice }: Omit<ShareViaMailDialogProps, 'isOpen' | 'onClose'>) {
  const previewId = useId();
  const howId = useId();
  const status = item.mainVideoGenerate.status;
  const isReady = status === GENERATE_STATUS.ready;
  const code = mailCodeOf({ status, code: item.code, codeText: item.codeText });
  const isPersonalised = isPersonalisedItem(item);
  // An entry's code is built for the mail client it was answered with: a new client drops the preview.
  const clientId = item.mailClient?.id ?? null;
  const [preview, setPreview] = useState<{ entry: PersonalisationEntry; clientId: number | null } | null>(null);
  const previewed = preview?.clientId === clientId ? preview.entry : null;
  const choice = useMemo(() => ({ previewedId: previewed?.id ?? null, preview: (entry: PersonalisationEntry) => setPreview({ entry, clientId }) }), [previewed, clientId]);
  const shown = previewed ?? { code: code?.html ?? null, mailPictures: item.mailPictures ?? null };

  return (
    <div className="share-link-layout">
      <section className="share-link-preview mail-preview-column" aria-labelledby={previewId}>
        <h3 id={previewId} className="share-heading">
          Live Preview
        </h3>
        {previewed && (
          <p className="share-muted mail-preview-of">
            The code for {contactOf(previewed).join(', ')}.{' '}
            <button type="button" className="btn-link" onClick={() => setPreview(null)}>
              Show the main code
            </button>
          </p>
        )}
        <MailPreview
          kind={kind}
          code={shown.code}
          pictures={shown.mailPictures}
          isReady={isReady}
          subject={item.name}
          thumbnail={item.thumbnailInst?.thumbnail ?? item.thumbnail}
        />
      </section>
      <div className="share-link-side">
        <section aria-labelledby={howId}>
          <h3 id={howId} className="share-heading">
            How it works
          </h3>
          <ol className="mail-steps share-muted">
            <li>Choose the mail client you write in: the code is built for it.</li>
            <li>
              {isPersonalised ? 'Make a code for a contact, copy it' : 'Copy the code'} and paste it into a new mail: it shows{' '}
              {kind === 'video' ? 'the first seconds of your video' : 'your image'}.
            </li>
            <li>A click on it opens {kind === 'image' ? 'your sharing page, or your landing page,' : 'your sharing page'} and counts in the report.</li>
          </ol>
        </section>
        <ShareItemCards kind={kind} item={item} pageChoice={pageChoice}>
          <MailClientCard kind={kind} item={item} />
        </ShareItemCards>
        {kind === 'image' && <RedirectField imageId={item.id} savedUrl={item.redirectUrl ?? ''} />}
        {isPersonalised ? (
          <MailPreviewChoiceContext.Provider value={choice}>
            <PersonalisedCodes kind={kind} item={item} />
          </MailPreviewChoiceContext.Provider>
        ) : (
          <div className="mail-code-actions">
            <CopyCodeButton code={code} />
            <SendTestButton kind={kind} itemId={item.id} isDisabled={code === null} />
            {isReady && !code && (
              <p className="share-muted mail-code-waiting" role="status">
                Preparing the mail code…
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** New Personalised Code and the Personalised Mail History: a video's solo mail codes (with Batch Mail beside them), an image's links. */
function PersonalisedCodes({ kind, item }: { kind: ItemKind; item: ItemDetails }) {
  const tags = item.allMergeTag ?? [];
  const codeKind = kind === 'video' ? PERSONALISATION_KINDS.soloMail : PERSONALISATION_KINDS.imageLink;
  const solo = (
    <>
      <PersonalisationForm kind={codeKind} itemId={item.id} tags={tags} heading="New Personalised Code" />
      <PersonalisationHistory kind={codeKind} itemId={item.id} heading="Personalised Mail History" action="code" emptyText="No personalised mail codes yet." />
    </>
  );
  if (kind === 'image') return solo;
  return <SoloBatchTabs labels={MAIL_LABELS} solo={solo} batch={<BatchPanel videoId={item.id} tags={tags} type={BATCH_TYPES.mail} />} />;
}
