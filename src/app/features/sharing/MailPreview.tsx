import { useRef, useState } from 'react';
import type { MailPicturesRef } from '../../../contract/mail';
import { useElementSize } from '../../components/useElementSize';
import { useAppSelector } from '../../hooks';
import { selectUser } from '../auth/authSlice';
import type { ItemKind } from '../myItems/myItemsApi';
import { MAIL_PREVIEW_FRAMES, type MailPreviewFrame, mailPreviewDocument } from './mailPreview';

/** The mail body's height beside the picture: the greeting, the text link and the padding, px. */
const BODY_EXTRA_HEIGHT = 150;
/** The mail body's side padding (`mailPreviewDocument`), px. */
const BODY_SIDE_PADDING = 40;

interface MailPreviewProps {
  kind: ItemKind;
  /** The code's HTML; null while it is not made (the item not ready, or its pictures on their way). */
  code: string | null;
  pictures: MailPicturesRef | null;
  /** Whether the item is ready (its code follows in a moment). */
  isReady: boolean;
  /** The mail's subject: the item's name. */
  subject: string;
  /** Shown until the code exists. */
  thumbnail: string | null;
}

/** The frame's height for its width: the picture as the code scales it (at most its own width), and the text around it. */
function frameHeight(width: number, pictures: MailPicturesRef | null): number {
  if (!pictures) return BODY_EXTRA_HEIGHT * 2;
  const shownWidth = width > 0 ? Math.min(width - BODY_SIDE_PADDING, pictures.width) : pictures.width;
  return Math.round((shownWidth * pictures.height) / pictures.width) + BODY_EXTRA_HEIGHT;
}

/**
 * The Live Preview of Share via Mail (issue 19): the code as it will look in a mail, in a Gmail-,
 * an Outlook- or a dark-mode-like frame (subject, sender, body). The code is drawn in a frame
 * sandboxed without scripts; Outlook's shows the still in place of the GIF, dark mode turns the
 * text light. Until the code exists, the thumbnail and when the code comes.
 */
export function MailPreview({ kind, code, pictures, isReady, subject, thumbnail }: MailPreviewProps) {
  const [frame, setFrame] = useState<MailPreviewFrame>('gmail');
  const box = useRef<HTMLDivElement>(null);
  const { width } = useElementSize(box);
  const user = useAppSelector(selectUser);
  const sender = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : 'You';
  const label = MAIL_PREVIEW_FRAMES.find((each) => each.frame === frame)!.label;

  return (
    <div className="mail-preview">
      <div className="share-switch" role="group" aria-label="Preview in">
        {MAIL_PREVIEW_FRAMES.map((each) => (
          <button key={each.frame} type="button" aria-pressed={frame === each.frame} onClick={() => setFrame(each.frame)}>
            {each.label}
          </button>
        ))}
      </div>
      <div className={`mail-window mail-window-${frame}`} data-testid="mail-window">
        <div className="mail-window-bar" aria-hidden="true">
          <span className="mail-window-dots" />
          <span>{frame === 'outlook' ? 'Outlook' : 'Inbox'}</span>
        </div>
        <p className="mail-window-subject">{subject}</p>
        <div className="mail-window-sender">
          <span className="mail-window-avatar" aria-hidden="true">
            {sender.charAt(0).toUpperCase()}
          </span>
          <span className="mail-window-from">
            <strong>{sender}</strong>
            {user && <span className="mail-window-address"> &lt;{user.email}&gt;</span>}
            <span className="mail-window-to">to me</span>
          </span>
        </div>
        <div ref={box} className="mail-window-body">
          {code ? (
            // No scripts ever run in it, and it has an origin of its own: its pictures load as a
            // mail reader's do (the server lets mail pictures load from any origin).
            <iframe
              className="mail-window-frame"
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={mailPreviewDocument(code, frame, pictures)}
              title={`The mail code as ${label} shows it`}
              style={{ height: frameHeight(width, pictures) }}
            />
          ) : (
            <div className="mail-window-waiting">
              {thumbnail && <img src={thumbnail} alt="" />}
              <p className="share-muted">{isReady ? 'Preparing the mail code…' : `The code appears here once the ${kind} is ready.`}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
