import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBlankProject } from '../../../../scene/factories';
import { setSpeechBoxText } from '../../../../scene/ops/speechBoxes';
import { serveApi, jsonReply } from '../../../../../tests/support/app/apiServer';
import { useAppSelector } from '../../../hooks';
import { renderTab } from '../../../../../tests/support/app/renderTab';
import { generateSpeechFrom } from './generateSpeech';
import { SpeechPanel } from './SpeechPanel';

let answerSpeech: (reply: Response) => void;

beforeEach(() => {
  serveApi(({ url }) => {
    if (url.pathname !== '/api/audio/batch/') return jsonReply({ isError: false, message: '', result: { colors: [], gradients: [], fonts: [], mergeTags: [] } });
    return new Promise<Response>((resolve) => (answerSpeech = resolve));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The panel of scene 1, following the store's document. */
function Panel() {
  const scene = useAppSelector((state) => state.editor.document!.scenes['1']!);
  return <SpeechPanel sceneId={1} scene={scene} />;
}

/** A blank avatar video whose scene says "Hello". */
function scripted() {
  const blank = createBlankProject();
  return setSpeechBoxText(blank, 1, blank.scenes['1']!.speech.arr[0]!, 'Hello');
}

describe('SpeechPanel', () => {
  it('opens on the Type tab, collapses and expands', async () => {
    const { user } = renderTab(<Panel />, '/video/1/0/avatar', { document: scripted() });
    expect(screen.getByRole('tab', { name: 'Type' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Type', 'Uploads', 'Record']);
    await user.click(screen.getByRole('button', { name: 'Collapse speech panel' }));
    expect(screen.queryByRole('tab')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand speech panel' }));
    expect(screen.getByRole('textbox', { name: 'Text 1' })).toBeTruthy();
  });

  it('is not shown in a project without an avatar', () => {
    renderTab(<Panel />, '/video/1/0/avatar', { document: createBlankProject({ mode: 1 }) });
    expect(screen.queryByRole('complementary', { name: 'Speech' })).toBeNull();
  });

  it('disables the speech fields while the speech is made before a play, shows the wait under the button, and enables them when a failure resets the play', async () => {
    const { store } = renderTab(<Panel />, '/video/1/0/avatar', { document: scripted() });
    const played = store.dispatch(generateSpeechFrom(0));
    const panel = within(screen.getByRole('complementary', { name: 'Speech' }));
    await panel.findByRole('progressbar', { name: 'Generating speech' });
    expect(panel.getByRole('status').textContent).toBe('Generating speech … 0 s');
    // One message, below the button: nothing lies over the script or its Insert variable list.
    expect(screen.getAllByText(/Generating speech/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Generate speech' }).compareDocumentPosition(panel.getByRole('status')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The fieldset around the tab disables its fields.
    expect(screen.getByRole('textbox', { name: 'Text 1' }).matches(':disabled')).toBe(true);
    answerSpeech(jsonReply({ isError: true, message: 'The speech could not be made.', result: null }, 502));
    expect(await played).toBe(false);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Text 1' }).matches(':disabled')).toBe(false));
    expect(screen.getByRole('alert').textContent).toBe('The speech could not be made.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
