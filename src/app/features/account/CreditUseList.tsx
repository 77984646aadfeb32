import type { CreditHistoryEntry } from '../../../contract/account';
import { creditTypeName, creditUseTitle, formatMonthYear, formatPlanDate, usedOutOf } from './subscriptionFormat';

/** Colour and letter mark per credit type, so the list reads at a glance. */
const MARKS: Record<number, string> = { 0: 'AV', 1: 'NV', 2: 'VP', 3: 'SP', 4: 'TP', 5: 'IP' };

/** One Credit Use History entry: what used the credits, its type, "{used} Used out of {total}", and the date. */
function CreditUseItem({ use, dateStyle }: { use: CreditHistoryEntry; dateStyle: 'day' | 'month' }) {
  return (
    <li className="credit-use">
      <span className={`credit-mark credit-mark-${use.creditType}`} aria-hidden="true">
        {MARKS[use.creditType] ?? '•'}
      </span>
      <div className="credit-use-main">
        <span className="credit-use-title">{creditUseTitle(use)}</span>
        <span className="credit-use-type">{creditTypeName(use.creditType)}</span>
      </div>
      <span className="credit-use-amount">{usedOutOf(use)}</span>
      <time className="credit-use-date" dateTime={use.timestamp}>
        {dateStyle === 'day' ? formatPlanDate(use.timestamp) : formatMonthYear(use.timestamp)}
      </time>
    </li>
  );
}

/** A list of credit uses; the preview shows day dates, the full history month-year dates (spec 001 §2, §9). */
export function CreditUseList({ uses, dateStyle, label }: { uses: CreditHistoryEntry[]; dateStyle: 'day' | 'month'; label: string }) {
  return (
    <ul className="credit-uses" aria-label={label}>
      {uses.map((use) => (
        <CreditUseItem key={use.id} use={use} dateStyle={dateStyle} />
      ))}
    </ul>
  );
}

/** The empty state of the Credit Use History (spec 001 §2). */
export function NoCreditsUsed() {
  return (
    <div className="empty-state">
      <svg className="empty-art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="26" fill="#fdecf1" />
        <rect x="20" y="18" width="24" height="30" rx="4" fill="#fff" stroke="#e7416a" strokeWidth="2" />
        <path d="M26 27h12M26 33h12M26 39h7" stroke="#f4b6c6" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className="empty-title">No credits used</p>
      <p className="empty-text">Your used credit history will appear here once you start creating and sharing videos.</p>
    </div>
  );
}
