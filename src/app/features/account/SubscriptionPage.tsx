import { useState } from 'react';
import { readApiError } from '../../api/apiError';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { Loader } from '../../components/Loader';
import { useGetCreditHistoryInfiniteQuery, useGetSubscriptionInfoQuery, useRequestRenewalMutation } from './accountApi';
import { CreditHistoryDialog } from './CreditHistoryDialog';
import { CreditUseList, NoCreditsUsed } from './CreditUseList';
import { creditCards, formatPlanDate, isPlanActive } from './subscriptionFormat';
import './account.css';

/** Entries in the Credit Use History preview (spec 001 §9). */
const PREVIEW_SIZE = 6;

function CreditHistoryPreview({ onSeeMore }: { onSeeMore: () => void }) {
  const history = useGetCreditHistoryInfiniteQuery(PREVIEW_SIZE);
  const firstPage = history.data?.pages[0];
  return (
    <section className="panel" aria-labelledby="history-heading">
      <div className="panel-heading">
        <h2 className="panel-title" id="history-heading">
          Credit Use History
        </h2>
        {firstPage && firstPage.count > 0 && (
          <button type="button" className="btn btn-ghost btn-small" onClick={onSeeMore}>
            See More
          </button>
        )}
      </div>
      {history.isLoading && <Loader label="Loading your credit history…" />}
      {history.isError && <Alert tone="error">{readApiError(history.error).message}</Alert>}
      {firstPage && firstPage.results.length === 0 && <NoCreditsUsed />}
      {firstPage && firstPage.results.length > 0 && <CreditUseList uses={firstPage.results.slice(0, PREVIEW_SIZE)} dateStyle="day" label="Latest credit uses" />}
    </section>
  );
}

/** /subscription: plan, dates, credits per type, Renew Subscription, Credit Use History (spec 001 §2). */
export function SubscriptionPage() {
  const info = useGetSubscriptionInfoQuery();
  const [requestRenewal, renewal] = useRequestRenewalMutation();
  const [isRenewalSentOpen, setIsRenewalSentOpen] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);

  async function renew() {
    const result = await requestRenewal();
    if (!result.error) setIsRenewalSentOpen(true);
  }

  return (
    <section className="page account-page" aria-labelledby="page-heading">
      <h1 className="page-title" id="page-heading">
        My Subscription
      </h1>
      <p className="page-lead">Your plan and the credits it gives you for creating and personalising.</p>

      {info.isLoading && <Loader label="Loading your subscription…" />}
      {info.isError && <Alert tone="error">{readApiError(info.error).message}</Alert>}
      {info.data && (
        <>
          <section className="panel plan-panel" aria-labelledby="plan-heading">
            <div className="plan-main">
              <h2 className="plan-name" id="plan-heading">
                {info.data.planName} {isPlanActive(info.data) ? <span className="plan-state">Active</span> : <span className="plan-state plan-state-ended">Expired</span>}
              </h2>
              <dl className="plan-dates">
                <div>
                  <dt>Plan Started On</dt>
                  <dd>{formatPlanDate(info.data.subscriptionStart)}</dd>
                </div>
                <div>
                  <dt>Plan Expires On</dt>
                  <dd>{formatPlanDate(info.data.subscriptionEnd)}</dd>
                </div>
              </dl>
            </div>
            <button type="button" className="btn btn-primary" onClick={() => void renew()} disabled={renewal.isLoading} aria-busy={renewal.isLoading}>
              {renewal.isLoading && <span className="spinner spinner-small" aria-hidden="true" />}
              Renew Subscription
            </button>
          </section>
          {renewal.isError && (
            <Alert tone="error" onDismiss={renewal.reset}>
              {readApiError(renewal.error).message}
            </Alert>
          )}

          <section aria-labelledby="credits-heading">
            <h2 className="visually-hidden" id="credits-heading">
              Credits
            </h2>
            <ul className="credit-cards">
              {creditCards(info.data).map((card) => (
                <li key={card.creditType} className="credit-card">
                  <span className="credit-card-name">{card.name}</span>
                  <span className="credit-card-figure">
                    <strong className="credit-card-remaining">{card.remaining}</strong>
                    <span className="credit-card-total"> / {card.total}</span>
                  </span>
                  <span className="credit-card-caption">credits remaining</span>
                  <span
                    className="credit-bar"
                    role="meter"
                    aria-label={`${card.name} credits remaining`}
                    aria-valuemin={0}
                    aria-valuemax={card.total}
                    aria-valuenow={card.remaining}
                  >
                    <span className="credit-bar-fill" style={{ width: `${Math.round((1 - card.usedShare) * 100)}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <CreditHistoryPreview onSeeMore={() => setIsHistoryOpen(true)} />
        </>
      )}

      <Dialog
        isOpen={isRenewalSentOpen}
        title="Request Sent for Renewal of subscription."
        onClose={() => setIsRenewalSentOpen(false)}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setIsRenewalSentOpen(false)}>
            Close
          </button>
        }
      >
        <p>We&apos;ll get back to you as soon as possible.</p>
      </Dialog>
      {isHistoryOpen && <CreditHistoryDialog onClose={() => setIsHistoryOpen(false)} />}
    </section>
  );
}
