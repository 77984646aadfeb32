import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptySettings } from './EmptySettings';

afterEach(cleanup);

describe('EmptySettings', () => {
  it("says the spec's text verbatim", () => {
    render(<EmptySettings />);
    expect(screen.getByRole('region', { name: 'Settings' }).textContent).toBe("Please select an item to view it's settings.");
  });
});
