import { useState } from 'react';
import { mailTestSentMessage } from '../../../contract/mail';
import { readApiError } from '../../api/apiError';
import type { ItemKind } from '../myItems/myItemsApi';
import { useSendTestMailMutation } from './mailApi';

interface SendTestButtonProps {
  kind: ItemKind;
  itemId: number;
  /** The personalised entry whose code is sent; none: the item's own code. */
  entryId?: number;
  /** Off while there is no code to send. */
  isDisabled: boolean;
  isSmall?: boolean;
}

/**
 * Send me a test (issue 19): mails the code to the signed-in user's own address and says "Test mail
 * sent to {to}.", or why not (the code not made yet, 10 tests an hour used up); off while sending.
 */
export function SendTestButton({ kind, itemId, entryId, isDisabled, isSmall = false }: SendTestButtonProps) {
  const [send, { isLoading }] = useSendTestMailMutation();
  const [said, setSaid] = useState<{ text: string; isError: boolean } | null>(null);

  const click = async () => {
    setSaid(null);
    try {
      const to = await send({ kind, id: itemId, ...(entryId === undefined ? {} : { entryId }) }).unwrap();
      setSaid({ text: mailTestSentMessage(to), isError: false });
    } catch (error) {
      setSaid({ text: readApiError(error).message, isError: true });
    }
  };

  return (
    <>
      <button
        type="button"
        className={isSmall ? 'btn btn-secondary btn-small' : 'btn btn-secondary'}
        disabled={isDisabled || isLoading}
        aria-busy={isLoading}
        onClick={() => void click()}
      >
        {isLoading ? 'Sending…' : 'Send me a test'}
      </button>
      <p className={said?.isError ? 'mail-test-said share-history-failed' : 'mail-test-said share-muted'} role="status">
        {said?.text}
      </p>
    </>
  );
}
