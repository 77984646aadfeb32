import { describe, expect, it } from 'vitest';
import { uploadReadiness } from './uploadReadiness';

describe('uploadReadiness', () => {
  it('lets a ready upload (or one without a status) be placed', () => {
    expect(uploadReadiness({ fileInfo: { status: 1, progress: 100 } })).toEqual({ isReady: true });
    expect(uploadReadiness({ fileInfo: {} })).toEqual({ isReady: true });
  });

  it('says how far the preparation of a video got, and that it cannot be placed yet', () => {
    expect(uploadReadiness({ fileInfo: { status: 3, progress: 0 } })).toEqual({ isReady: false, pendingText: 'Waiting to prepare…' });
    expect(uploadReadiness({ fileInfo: { status: 2, progress: 42 } })).toEqual({ isReady: false, pendingText: 'Preparing 42%' });
    expect(uploadReadiness({ fileInfo: { status: 0, progress: 10 } })).toEqual({ isReady: false, hasFailed: true, pendingText: 'Could not be prepared' });
  });
});
