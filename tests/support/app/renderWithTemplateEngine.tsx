// Test support only: a screen that shows template pictures, rendered with a template engine that draws nothing.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { TemplateEngine } from '../../../src/app/features/templates/templateEngine';
import { TemplateEngineContext } from '../../../src/app/features/templates/TemplateEngineContext';
import { makeStore } from '../../../src/app/store';

/** Renders `routes` (Route elements) at `path` in a fresh store; a thumbnail is `blob:{key}` at once. Answers the store. */
export function renderWithTemplateEngine(routes: ReactNode, path: string) {
  const engine = { thumbnail: vi.fn(async (key: string) => `blob:${key}`), preview: vi.fn(), dispose: vi.fn() };
  const store = makeStore();
  render(
    <Provider store={store}>
      <TemplateEngineContext.Provider value={engine as unknown as TemplateEngine}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>{routes}</Routes>
        </MemoryRouter>
      </TemplateEngineContext.Provider>
    </Provider>,
  );
  return store;
}
