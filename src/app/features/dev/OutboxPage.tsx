import { readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { Loader } from '../../components/Loader';
import { DevHeader } from './DevHeader';
import { linkify } from './linkify';
import { useGetOutboxQuery } from './outboxApi';
import type { OutboxMail } from '../../../contract/devOutbox';
import '../../styles/outbox.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function MailText({ text }: { text: string }) {
  return (
    <p className="mail-text">
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} className="link" rel="noreferrer">
            {part.href}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function MailCard({ mail }: { mail: OutboxMail }) {
  return (
    <article className="mail">
      <header className="mail-header">
        <h2 className="mail-subject">{mail.subject}</h2>
        <p className="mail-meta">
          To <span className="mail-to">{mail.to}</span> · <time dateTime={mail.createdAt}>{timeFormat.format(new Date(mail.createdAt))}</time>
        </p>
      </header>
      <MailText text={mail.text} />
    </article>
  );
}

/** /dev/outbox: the mail the server kept in development, newest first. Not linked in the product. */
export function OutboxPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetOutboxQuery();
  const isOff = error && 'status' in error && error.status === 404;
  const mails = data ? [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : [];

  return (
    <div className="outbox">
      <DevHeader />
      <main className="outbox-main">
        <div className="outbox-heading">
          <div>
            <h1 className="page-title">Outbox</h1>
            <p className="page-lead">Mail the server would have sent: sign-up verification, password reset and invites.</p>
          </div>
          <button type="button" className="btn btn-secondary" onClick={refetch} disabled={isFetching} aria-busy={isFetching}>
            Refresh
          </button>
        </div>
        {isLoading && <Loader label="Loading the outbox…" />}
        {isOff && <Alert tone="info">The outbox is off: mail is delivered through SMTP.</Alert>}
        {error && !isOff && <Alert tone="error">{readApiError(error).message}</Alert>}
        {data && mails.length === 0 && <p className="outbox-empty">No mail yet.</p>}
        {mails.map((mail) => (
          <MailCard key={mail.id} mail={mail} />
        ))}
      </main>
    </div>
  );
}
