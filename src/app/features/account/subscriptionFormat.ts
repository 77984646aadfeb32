/** Display rules of My Subscription (spec 001 §2, §3, §9). Pure functions of the API's answers. */
import { CREDIT_TYPES, HIDDEN_CREDIT_TYPE } from '../../../contract/accountRules';
import type { CreditHistoryEntry, SubscriptionInfo } from '../../../contract/account';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "05 Mar, 2026": the plan dates (DD MMM, YYYY), in the viewer's time zone. */
export function formatPlanDate(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getDate()).padStart(2, '0')} ${MONTHS[date.getMonth()]}, ${date.getFullYear()}`;
}

/** "Mar 2026": the month-year dates of the full Credit Use History. */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** The name of a credit type 0-5 (spec 001 §3). */
export function creditTypeName(creditType: number): string {
  return CREDIT_TYPES.find((type) => type.creditType === creditType)?.name ?? `Credit type ${creditType}`;
}

/** A credit type as the page shows it: whole remaining and total credits, and the share used. */
export interface CreditCard {
  creditType: number;
  name: string;
  remaining: number;
  total: number;
  /** Share of the total used, 0 to 1. */
  usedShare: number;
}

/** Every credit type but the hidden type 1, in type order, with whole numbers (spec 001 §2, §9). */
export function creditCards(info: SubscriptionInfo): CreditCard[] {
  return [...info.subscription]
    .filter((item) => item.creditType !== HIDDEN_CREDIT_TYPE)
    .sort((a, b) => a.creditType - b.creditType)
    .map((item) => {
      const total = Math.round(item.totalCredit);
      const used = Math.min(Math.round(item.usedCredit), total);
      return { creditType: item.creditType, name: creditTypeName(item.creditType), remaining: total - used, total, usedShare: total > 0 ? used / total : 0 };
    });
}

/** True while the plan period has not ended. */
export function isPlanActive(info: SubscriptionInfo, now = new Date()): boolean {
  return Date.parse(info.subscriptionEnd) > now.getTime();
}

/** What used the credits: meta.pageName for type 3, meta.thumbnailName for type 4, else meta.name (spec 001 §3). */
export function creditUseTitle(use: CreditHistoryEntry): string {
  const name = use.creditType === 3 ? use.meta.pageName : use.creditType === 4 ? use.meta.thumbnailName : use.meta.name;
  return name?.trim() || use.meta.name?.trim() || creditTypeName(use.creditType);
}

/** "{used} Used out of {total}" of a history entry (spec 001 §2). */
export function usedOutOf(use: CreditHistoryEntry): string {
  return `${Math.round(use.usedCredit)} Used out of ${Math.round(use.totalCredit)}`;
}
