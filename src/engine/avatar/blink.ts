import { hash01 } from './hash';

/**
 * When presenters blink: the first blink between `firstAt` and `firstAt + spread` seconds, then
 * one in every `period` seconds at a place chosen by the avatar id, so blinks come 3 to 5 s apart
 * and two presenters side by side do not blink together. Each lasts `duration` seconds.
 */
export const BLINK = { firstAt: 1, period: 4, spread: 1, duration: 0.12 } as const;

/** Start of blink number `index` (0 first) of avatar `avatarId`, seconds. */
export function blinkStart(index: number, avatarId: number): number {
  return BLINK.firstAt + index * BLINK.period + BLINK.spread * hash01(index, avatarId);
}

/** Whether avatar `avatarId` has its eyes closed at time `t` (seconds). A pure function of both. */
export function isBlinking(t: number, avatarId: number): boolean {
  if (t < BLINK.firstAt) return false;
  const start = blinkStart(Math.floor((t - BLINK.firstAt) / BLINK.period), avatarId);
  return t >= start && t < start + BLINK.duration;
}
