import { describe, expect, it } from 'vitest';
import type { CreditHistoryEntry, SubscriptionInfo } from '../../../contract/account';
import { creditCards, creditTypeName, creditUseTitle, formatMonthYear, formatPlanDate, isPlanActive, usedOutOf } from './subscriptionFormat';

const info: SubscriptionInfo = {
  planName: 'Starter',
  subscriptionStart: '2026-03-05T10:00:00.000Z',
  subscriptionEnd: '2026-04-04T10:00:00.000Z',
  subscription: [
    { creditType: 2, totalCredit: 50, usedCredit: 12.6 },
    { creditType: 0, totalCredit: 5, usedCredit: 2 },
    { creditType: 1, totalCredit: 5, usedCredit: 0 },
    { creditType: 5, totalCredit: 0, usedCredit: 0 },
  ],
};

const use = (creditType: number, meta: CreditHistoryEntry['meta']): CreditHistoryEntry => ({
  id: 1,
  creditType,
  usedCredit: 2.4,
  totalCredit: 49.6,
  timestamp: '2026-03-05T10:00:00Z',
  meta,
});

describe('dates', () => {
  it('formats plan dates as DD MMM, YYYY and history dates as month-year', () => {
    expect(formatPlanDate('2026-03-05T12:00:00')).toBe('05 Mar, 2026');
    expect(formatPlanDate('2026-12-25T12:00:00')).toBe('25 Dec, 2026');
    expect(formatMonthYear('2026-01-15T12:00:00')).toBe('Jan 2026');
  });
});

describe('creditCards', () => {
  it('hides type 1, orders by type and rounds to whole credits', () => {
    expect(creditCards(info)).toEqual([
      { creditType: 0, name: 'Avatar Video', remaining: 3, total: 5, usedShare: 0.4 },
      { creditType: 2, name: 'Video Personalization', remaining: 37, total: 50, usedShare: 13 / 50 },
      { creditType: 5, name: 'Image Personalization', remaining: 0, total: 0, usedShare: 0 },
    ]);
  });

  it('knows the names of spec 001 §3', () => {
    expect([0, 1, 2, 3, 4, 5].map(creditTypeName)).toEqual([
      'Avatar Video',
      'Non Avatar Video',
      'Video Personalization',
      'Salespage Personalization',
      'Thumbnail Personalization',
      'Image Personalization',
    ]);
  });
});

describe('history entries', () => {
  it('names the use by meta.name, pageName for type 3 and thumbnailName for type 4', () => {
    expect(creditUseTitle(use(0, { name: 'Welcome video' }))).toBe('Welcome video');
    expect(creditUseTitle(use(3, { pageName: 'Spring offer' }))).toBe('Spring offer');
    expect(creditUseTitle(use(4, { thumbnailName: 'Hero' }))).toBe('Hero');
    expect(creditUseTitle(use(2, {}))).toBe('Video Personalization');
  });

  it('says "{used} Used out of {total}" in whole numbers', () => {
    expect(usedOutOf(use(0, {}))).toBe('2 Used out of 50');
  });

  it('tells an ended plan', () => {
    expect(isPlanActive(info, new Date('2026-04-01T00:00:00Z'))).toBe(true);
    expect(isPlanActive(info, new Date('2026-04-05T00:00:00Z'))).toBe(false);
  });
});
