import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CONTACT_CATEGORIES } from '../../../contract/accountRules';
import { readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { DialogCloseButton } from '../../components/DialogButtons';
import { useGetContactInfoQuery, useSendContactRequestMutation } from './accountApi';
import './account.css';

const SOCIAL_ICONS: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.9c0-.6.4-.9 1-.9z',
  LinkedIn: 'M5 9h4v12H5zM7 3a2.2 2.2 0 110 4.4A2.2 2.2 0 017 3zm4.5 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.8 2.6 4.8 6V21h-4v-5.5c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21h-4z',
  Twitter: 'M4 4h4.4l4.1 5.7L17.4 4H20l-6.3 7.3L21 20h-4.4l-4.5-6.2L6.7 20H4l6.9-7.9z',
};

/** /contactus: category, message, Submit, the 24-hour promise, support address and social links (spec 001 §2). */
export function ContactPage() {
  const contact = useGetContactInfoQuery();
  const [sendContactRequest, { isLoading, error, reset }] = useSendContactRequestMutation();
  const [category, setCategory] = useState('');
  const [message, setMessage] = useState('');
  const [isSentOpen, setIsSentOpen] = useState(false);
  const categoryId = useId();
  const messageId = useId();
  const serverError = error ? readApiError(error) : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (category === '' || message.trim() === '') return;
    const result = await sendContactRequest({ problemCategory: Number(category), message });
    if (!result.error) setIsSentOpen(true);
  }

  function closeSent() {
    setIsSentOpen(false);
    setCategory('');
    setMessage('');
    reset();
  }

  return (
    <section className="page account-page" aria-labelledby="page-heading">
      <h1 className="page-title" id="page-heading">
        Contact Us
      </h1>
      <p className="page-lead">Tell us what you need. We&apos;ll get back to you within 24 hours.</p>

      <div className="contact-layout">
        <form className="panel form contact-form" onSubmit={handleSubmit} noValidate>
          {serverError && (
            <Alert tone="error" onDismiss={reset}>
              {serverError.message}
            </Alert>
          )}
          <div className="field">
            <label className="field-label" htmlFor={categoryId}>
              Category
            </label>
            <select id={categoryId} className="field-input field-select" value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="" disabled>
                Select a Category
              </option>
              {CONTACT_CATEGORIES.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor={messageId}>
              Message
            </label>
            <textarea
              id={messageId}
              className="field-input field-textarea"
              placeholder="Describe your issue."
              rows={7}
              maxLength={5000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          <div className="contact-submit">
            <button type="submit" className="btn btn-primary" disabled={isLoading || category === '' || message.trim() === ''} aria-busy={isLoading}>
              {isLoading && <span className="spinner spinner-small" aria-hidden="true" />}
              Submit
            </button>
          </div>
        </form>

        <aside className="panel contact-aside" aria-label="Other ways to reach us">
          <div className="contact-promise">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <p>
              <strong>We reply within 24 hours</strong>
              <span>Every message reaches our support team.</span>
            </p>
          </div>
          <h2 className="section-title">Prefer e-mail?</h2>
          {contact.data ? (
            <a className="link contact-mail" href={`mailto:${contact.data.email}`}>
              {contact.data.email}
            </a>
          ) : (
            <span className="contact-mail detail-empty">…</span>
          )}
          <h2 className="section-title">Follow us</h2>
          <ul className="socials">
            {contact.data?.socials.map((social) => (
              <li key={social.name}>
                <a className="social" href={social.url} target="_blank" rel="noopener noreferrer" aria-label={social.name}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d={SOCIAL_ICONS[social.name] ?? 'M12 3a9 9 0 100 18 9 9 0 000-18z'} fill="currentColor" />
                  </svg>
                  <span>{social.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>

      <Dialog isOpen={isSentOpen} title="Your message has been sent!" onClose={closeSent} actions={<DialogCloseButton onClose={closeSent} tone="primary" />}>
        <p>We&apos;ll get back to you within 24 hours. Thank you for your patience.</p>
      </Dialog>
    </section>
  );
}
