import { describe, expect, it } from 'vitest';
import { videoGenerationCost } from './generationCost';
import { testProject } from '../../tests/support/testDocument';

describe('videoGenerationCost', () => {
  it('charges an avatar video (type 0) when a scene shows the avatar, one credit per started minute', () => {
    expect(videoGenerationCost(testProject([{ duration: 30, elements: { 'avatar-1': { type: 'avatar' } } }]))).toEqual({ creditType: 0, amount: 1 });
    expect(videoGenerationCost(testProject([{ duration: 60 }, { duration: 0.5, mode: 0, elements: { 'avatar-2': { type: 'avatar' } } }]))).toEqual({ creditType: 0, amount: 2 });
  });

  it('charges a video without a presenter (type 1): no avatar, a hidden one, voice only or no-avatar scenes', () => {
    expect(videoGenerationCost(testProject([{ duration: 120 }]))).toEqual({ creditType: 1, amount: 2 });
    expect(videoGenerationCost(testProject([{ elements: { 'avatar-1': { type: 'avatar', isHidden: true } } }]))).toEqual({ creditType: 1, amount: 1 });
    expect(
      videoGenerationCost(
        testProject([
          { mode: 1, elements: { 'avatar-1': { type: 'avatar' } } },
          { mode: 2, elements: { 'avatar-2': { type: 'avatar' } } },
        ]),
      ),
    ).toEqual({ creditType: 1, amount: 1 });
  });
});
