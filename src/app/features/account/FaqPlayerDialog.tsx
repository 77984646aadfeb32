import { Dialog } from '../../components/Dialog';
import { DialogCloseButton } from '../../components/DialogButtons';
import type { Faq } from '../../../contract/account';

/** The modal video player of a help entry (spec 001 §2 FAQ page). */
export function FaqPlayerDialog({ faq, onClose }: { faq: Faq; onClose: () => void }) {
  return (
    <Dialog isOpen title={faq.description} onClose={onClose} actions={<DialogCloseButton onClose={onClose} />}>
      <video className="faq-video" src={faq.video} poster={faq.videoThumbnail || undefined} controls autoPlay playsInline />
    </Dialog>
  );
}
