import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBlankProject } from '../../../../scene/factories';
import { orderedSpeechBoxes } from '../../../../scene/ops/speechBoxes';
import { serveApi, jsonReply, type SeenRequest } from '../../../../../tests/support/app/apiServer';
import { useAppSelector } from '../../../hooks';
import { undo } from '../state/editDocument';
import { renderTab } from '../../../../../tests/support/app/renderTab';
import { SpeechTypeTab } from './SpeechTypeTab';

let requests: SeenRequest[];
let isSpeechFailing: boolean;

const speechAnswer = {
  combineData: { sound: '/api/audio/speech/abc.m4a', soundDuration: 1.8 },
  visemes: [{ start: 0, end: 0.3, viseme: 'AI' }],
  words: [],
  items: [],
};

beforeEach(() => {
  isSpeechFailing = false;
  requests = serveApi(({ url }) => {
    if (url.pathname === '/api/colors/combine/')
      return jsonReply({ isError: false, message: '', result: { colors: [], gradients: [], fonts: [], mergeTags: ['first_name', 'company'] } });
    if (isSpeechFailing) return jsonReply({ isError: true, message: 'The speech could not be made.', result: null }, 502);
    return jsonReply({ isError: false, message: '', result: [speechAnswer] });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The Type tab of scene 1, following the store's document. */
function TypeTab() {
  const scene = useAppSelector((state) => state.editor.document!.scenes['1']!);
  return <SpeechTypeTab sceneId={1} scene={scene} />;
}

function renderTypeTab() {
  const rendered = renderTab(<TypeTab />, '/video/1/0/avatar', { document: createBlankProject() });
  return { ...rendered, boxes: () => orderedSpeechBoxes(rendered.scene()) };
}

describe('SpeechTypeTab', () => {
  it('types a script as one undo step, with the variable inserted at the caret and highlighted', async () => {
    const { user, store, boxes } = renderTypeTab();
    const script = screen.getByRole('textbox', { name: 'Text 1' });
    await user.type(script, 'Hi , welcome');
    await user.click(document.body);
    expect(store.getState().editor.history.arr).toHaveLength(1);

    (script as HTMLTextAreaElement).setSelectionRange(3, 3);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Insert variable in Text 1' }), 'first_name');
    expect(boxes()[0]).toMatchObject({ text: 'Hi {{first_name}}, welcome', length: 26 });
    expect(document.querySelector('mark')?.textContent).toBe('{{first_name}}');
    expect(screen.getByText('26/1000')).toBeTruthy();

    store.dispatch(undo());
    expect(boxes()[0]?.text).toBe('Hi , welcome');
  });

  it('adds boxes after a box, with a delay field for later boxes, and never deletes the last one', async () => {
    const { user, boxes } = renderTypeTab();
    expect((screen.getByRole('button', { name: 'Delete Text 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('spinbutton')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add text after Text 1' }));
    const delay = screen.getByRole('spinbutton', { name: 'Delay before Text 2' });
    expect((delay as HTMLInputElement).value).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Increase Delay before Text 2' }));
    expect(boxes().map((box) => box.delay)).toEqual([0, 1.5]);

    await user.click(screen.getByRole('button', { name: 'Delete Text 1' }));
    expect(boxes()).toHaveLength(1);
    expect(boxes()[0]?.delay).toBe(0);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('generates the speech of the scene with the default voice and stores it', async () => {
    const { user, scene } = renderTypeTab();
    const generate = screen.getByRole('button', { name: 'Generate speech' }) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Text 1' }), 'Hello {{{{first_name}}');
    await user.click(generate);
    await waitFor(() => expect(scene().speech.sound?.media_file).toBe('/api/audio/speech/abc.m4a'));
    const batch = requests.find((request) => request.url === '/api/audio/batch/');
    expect(JSON.parse(batch!.body)).toEqual({
      scenes: [[{ _id: scene().speech.arr[0], text: 'Hello {{first_name}}', avatarSound: 'festival-slt', delay: 0 }]],
      mergeValues: { first_name: 'there' },
    });
    expect(scene().speech).toMatchObject({ type: 'type', speechTime: 1.8, visemes: speechAnswer.visemes });
    expect(screen.getByText('Speech ready: 1.8 s').getAttribute('role')).toBe('status');
    expect(generate.disabled).toBe(true);
  });

  it('shows why the speech could not be made', async () => {
    isSpeechFailing = true;
    const { user, scene } = renderTypeTab();
    await user.type(screen.getByRole('textbox', { name: 'Text 1' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Generate speech' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The speech could not be made.');
    expect(scene().speech.sound).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Speech boxes' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
