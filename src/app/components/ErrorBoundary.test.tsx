import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../tests/support/app/renderWithProviders';
import { ErrorBoundary, RoutesErrorBoundary } from './ErrorBoundary';

afterEach(() => vi.restoreAllMocks());

/** A screen that cannot render in the editor (a document it cannot show), and renders elsewhere. */
function BrokenInEditor() {
  if (useLocation().pathname.startsWith('/video/')) throw new Error('scene 3 has no objects list');
  return <p>My Videos list</p>;
}

describe('the error boundary (spec 000 §2)', () => {
  it("shows 'Something went wrong.' instead of a blank page, reports the error and leads back to the list, which shows again", async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(
      <RoutesErrorBoundary>
        <BrokenInEditor />
      </RoutesErrorBoundary>,
      { path: '/video/7/0/avatar', showAddress: true },
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(reported).toHaveBeenCalledWith('Something went wrong.', expect.objectContaining({ message: 'scene 3 has no objects list' }), expect.any(String));

    await user.click(screen.getByRole('link', { name: 'Back to My Videos' }));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/myvideos');
    expect(screen.getByText('My Videos list')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leads back to the list it is given (the image editor: My Images)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <ErrorBoundary resetKey="image/7" backTo="/myimages" backLabel="Back to My Images">
        <BrokenInEditor />
      </ErrorBoundary>,
      { path: '/video/7/0/avatar' },
    );
    expect(screen.getByRole('link', { name: 'Back to My Images' }).getAttribute('href')).toBe('/myimages');
  });
});
