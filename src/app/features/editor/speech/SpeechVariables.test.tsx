import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBlankProject } from '../../../../scene/factories';
import { MERGE_VALUE_MAX_LENGTH } from '../../../../scene/mergeTags';
import { addObject } from '../../../../scene/ops/objects';
import { createTextObject } from '../../../../scene/ops/newObjects';
import { setSpeechBoxText } from '../../../../scene/ops/speechBoxes';
import { updateObject } from '../../../../scene/ops/updateObject';
import { undo } from '../state/editDocument';
import { renderTab } from '../../../../../tests/support/app/renderTab';
import { SpeechVariables } from './SpeechVariables';

afterEach(cleanup);

/** A video whose script greets `{{first_name}}` and whose canvas names `{{company}}`. */
function greeting() {
  const blank = createBlankProject();
  const spoken = setSpeechBoxText(blank, 1, blank.scenes['1']!.speech.arr[0]!, 'Hi {{first_name}}!');
  return updateObject(addObject(spoken, 1, createTextObject('heading', 0, 'title')), 1, 'title', { text: 'Made for {{company}}' });
}

const variables = () => within(screen.getByRole('region', { name: 'Variables' }));

describe('SpeechVariables', () => {
  it('lists every merge tag of the project with its fallback, and says where they are used', () => {
    renderTab(<SpeechVariables />, '/video/1/0/avatar', { document: greeting() });
    const first = variables().getByRole('textbox', { name: '{{first_name}}' }) as HTMLInputElement;
    const company = variables().getByRole('textbox', { name: '{{company}}' }) as HTMLInputElement;
    expect([first.value, company.value]).toEqual(['there', 'your team']);
    expect(first.maxLength).toBe(MERGE_VALUE_MAX_LENGTH);
    expect(variables().getAllByRole('textbox')).toHaveLength(2);
    variables().getByText('Where a contact has no value, the main video says and shows these.');
  });

  it('sets a fallback as one undo step when the field is left', async () => {
    const { store, user } = renderTab(<SpeechVariables />, '/video/1/0/avatar', { document: greeting() });
    const first = variables().getByRole('textbox', { name: '{{first_name}}' }) as HTMLInputElement;
    await user.clear(first);
    await user.type(first, 'friend');
    expect(store.getState().editor.document!.mergeTagFallbacks).toBeUndefined();
    await user.keyboard('{Enter}');
    expect(store.getState().editor.document!.mergeTagFallbacks).toEqual({ first_name: 'friend' });
    expect(store.getState().editor.history.arr).toHaveLength(1);

    act(() => store.dispatch(undo()));
    expect(first.value).toBe('there');
  });

  it('says how to get one when the project has none', () => {
    renderTab(<SpeechVariables />, '/video/1/0/avatar', { document: createBlankProject() });
    expect(variables().queryByRole('textbox')).toBeNull();
    variables().getByText('No variables yet: insert one in a script or a text.');
  });
});
