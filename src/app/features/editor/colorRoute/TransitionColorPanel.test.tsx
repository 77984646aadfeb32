import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueTransition, TRANSITIONS } from '../../../../scene/effects/transitions';
import { createBlankProject } from '../../../../scene/factories';
import { makeStore } from '../../../store';
import { installFakeColorsServer } from '../../../../../tests/support/app/colorsServer';
import { projectOpened } from '../state/editorSlice';
import { TransitionTab } from '../transitions/TransitionTab';
import { ColorTab } from './ColorTab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Shows where the router is and the state it carries. */
function Where() {
  const location = useLocation();
  return <output aria-label="Where">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

/** The transition picker of scene 1 (a red Fade to Black) and the colour route, with the store they edit. */
function renderStudio() {
  installFakeColorsServer();
  const document = createBlankProject();
  document.scenes['1']!.sanimation = { ...catalogueTransition(TRANSITIONS.find((entry) => entry.name === 'Fade to Black')!), colorArr: ['#ff0000'] };
  const store = makeStore();
  store.dispatch(projectOpened({ project: { id: 7, editorType: 'video', name: 'Demo' }, document, revision: 1 }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/video/7/0/animation']}>
        <Routes>
          <Route path="/video/7/0/animation" element={<TransitionTab />} />
          <Route path="/video/7/0/color" element={<ColorTab />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user: userEvent.setup(), colors: () => store.getState().editor.document!.scenes['1']!.sanimation!.colorArr };
}

describe('the colour of a scene transition', () => {
  it('is picked on the colour route with the scene-animation state, then back on the transition picker', async () => {
    const { user, colors } = renderStudio();
    await user.click(screen.getByRole('button', { name: 'Colour: #ff0000' }));
    expect(screen.getByLabelText('Where').textContent).toBe('/video/7/0/color {"type":"sanimation","index":0,"color":"#ff0000","sindex":0}');
    expect(screen.getByRole('heading', { name: 'Transition Colour 1' })).toBeTruthy();

    const hex = screen.getByLabelText('Hex') as HTMLInputElement;
    expect(hex.value).toBe('#ff0000');
    await user.clear(hex);
    await user.type(hex, '00ff00{Enter}');
    expect(colors()).toEqual(['#00ff00']);

    await user.click(screen.getByRole('button', { name: 'Back to transition' }));
    expect(screen.getByLabelText('Where').textContent).toBe('/video/7/0/animation {"index":0}');
    expect(screen.getByRole('button', { name: 'Colour: #00ff00' })).toBeTruthy();
  });

  it('says so when the scene has no transition', async () => {
    const { user, store } = renderStudio();
    await user.click(screen.getByRole('button', { name: 'Colour: #ff0000' }));
    store.dispatch(projectOpened({ project: { id: 7, editorType: 'video', name: 'Demo' }, document: createBlankProject(), revision: 2 }));
    expect(await screen.findByText('This scene has no transition to colour.')).toBeTruthy();
  });
});
