import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonReply, pageOf, serveApi } from '../../../../../tests/support/app/apiServer';
import { stubAvatarApi } from '../../../../../tests/support/app/avatarApi';
import { canvasLoadingText, type Hold, holdApi, holdPreviewDraws, withCanvasLoading } from '../../../../../tests/support/app/holds';
import { installDialogs, renderTab } from '../../../../../tests/support/app/renderTab';
import { renderWithProviders } from '../../../../../tests/support/app/renderWithProviders';
import { makeImage } from '../../../../../tests/support/canvasObjects';
import { assetItem, stockItem } from '../../../../../tests/support/catalogueItems';
import { filterCatalogue } from '../../../../scene/effects/filters';
import { createBlankProject } from '../../../../scene/factories';
import { makeStore } from '../../../store';
import { AvatarFaceSettings } from '../avatar/AvatarFaceSettings';
import { FilterPicker } from '../effects/FilterPicker';
import { parseEditorPath } from '../routes/editorPath';
import { SceneStrip } from '../scenes/SceneStrip';
import { BackgroundTab } from '../settings/BackgroundTab';
import { projectOpened } from '../state/editorSlice';
import { ElementsTab } from '../tabs/ElementsTab';
import { ImageTab } from '../tabs/ImageTab';
import { TemplateScenesList } from '../tabs/TemplateScenesList';
import { VideoTab } from '../tabs/VideoTab';

// Each command of spec 000 §8 with a loading text, slowed (its call held, or the preview's draw
// held where it makes none): the canvas's overlay says the text while it waits, and is gone after.

let detachEngine = () => {};

beforeEach(() => {
  installDialogs();
  serveApi(({ url }) => {
    const path = url.pathname;
    if (path === '/api/bgclip/search/') return pageOf([stockItem('slow-1', 'Calm', url.searchParams.get('type') as 'image' | 'video', null)], url);
    if (path.startsWith('/api/bgclip/process/')) return jsonReply({ isError: false, message: '', result: { id: 'slow-1', media_file: `/api/bgclip/file/slow-1` } });
    if (path === '/api/newvideo/filter/') return pageOf(filterCatalogue(), url, 100);
    if (path === '/api/assets/common/') {
      const overview = { shapes: [], icons: [assetItem('icons', 'bell', 'Bell')], emoji: [], elements: [] };
      return jsonReply({
        isError: false,
        message: '',
        result: Object.fromEntries(Object.entries(overview).map(([category, results]) => [category, { count: results.length, next: null, results }])),
      });
    }
    if (path === '/api/newvideo/video/scene/sales-intro/')
      return jsonReply({ isError: false, message: '', result: { name: 'Sales intro' }, count: 1, results: [createBlankProject().scenes['1']] });
    return pageOf([], url);
  });
});

afterEach(() => {
  detachEngine();
  detachEngine = () => {};
});

/** Does `act`, then expects the overlay to say `text` until `held` is released, and to be gone after. */
async function expectLoadingText(text: string, held: Hold, act: () => Promise<unknown>) {
  await act();
  await waitFor(() => expect(canvasLoadingText()).toBe(text));
  held.release();
  await waitFor(() => expect(canvasLoadingText()).toBeNull());
}

/** Holds the preview's draws (the command's media loading) until released. */
function holdDraws(store: ReturnType<typeof makeStore>): Hold {
  const held = holdPreviewDraws(store.getState().editor.document);
  detachEngine = held.detach;
  return held;
}

describe('the loading texts on the canvas (spec 000 §8)', () => {
  it("says 'Avatar is Loading ...' while another face waits for its voice", async () => {
    stubAvatarApi();
    const store = makeStore();
    store.dispatch(projectOpened({ project: { id: 1, editorType: 'video', name: 'Test' }, document: createBlankProject(), revision: 1 }));
    const { user } = renderWithProviders(withCanvasLoading(<AvatarFaceSettings sceneId={1} />), { store });
    const face = await screen.findByRole('button', { name: 'James' });
    await expectLoadingText('Avatar is Loading ...', holdApi('/api/avatars/avatar_voices/'), () => user.click(face));
    expect(store.getState().editor.document!.scenes['1']!.jsonData.objects.some((object) => object._Name === 'James')).toBe(true);
  });

  it("says 'Background is Loading ...' while a stock picture for the background is fetched", async () => {
    const { user, scene } = renderTab(withCanvasLoading(<BackgroundTab />), '/video/1/0/settings/background/image');
    const choice = await screen.findByRole('button', { name: 'Use image Calm' });
    await expectLoadingText('Background is Loading ...', holdApi('/api/bgclip/process/image/slow-1/'), () => user.click(choice));
    expect(scene().jsonData.objects[0]).toMatchObject({ _Src: '/api/bgclip/file/slow-1' });
  });

  it("says 'Filter is Loading ...' while the Filter picker's list is on its way, and 'Applying the Filter' until the canvas shows the choice", async () => {
    const store = makeStore();
    const held = holdApi('/api/newvideo/filter/');
    const { user } = renderWithProviders(withCanvasLoading(<FilterPicker object={makeImage()} onChange={() => {}} onBack={() => {}} />), { store });
    await expectLoadingText('Filter is Loading ...', held, async () => {});
    await expectLoadingText('Applying the Filter', holdDraws(store), () => user.click(screen.getByRole('button', { name: 'Sepia' })));
  });

  it("says 'Scene is Loading ...' while the chosen scenes of a template are fetched", async () => {
    const state = { name: 'Sales intro', id: 'sales-intro', list: [{ sceneIndex: 0, name: 'Intro', thumbnail: '' }] };
    const { user, store } = renderTab(withCanvasLoading(<TemplateScenesList where={parseEditorPath('/video/1/0/templates/list')!} />), '/video/1/0/templates/list', { state });
    await expectLoadingText('Scene is Loading ...', holdApi('/api/newvideo/video/scene/sales-intro/'), () => user.click(screen.getByRole('button', { name: 'Add 1 scene' })));
    expect(Object.keys(store.getState().editor.document!.scenes)).toHaveLength(2);
  });

  it("says 'Duplicating the Scene' until the copy is drawn", async () => {
    // jsdom lays nothing out: the strip's scroll to the marked scene has nothing to do.
    Element.prototype.scrollIntoView = () => {};
    const { user, store } = renderTab(
      withCanvasLoading(<SceneStrip engine={null} where={parseEditorPath('/video/1/0/avatar')!} sceneIds={[1]} currentIndex={0} />),
      '/video/1/0/avatar',
    );
    await expectLoadingText('Duplicating the Scene', holdDraws(store), () => user.click(screen.getByRole('button', { name: 'Duplicate Scene 1' })));
    expect(Object.keys(store.getState().editor.document!.scenes)).toHaveLength(2);
  });

  it("says 'Image is Loading ...' while a stock picture is fetched, and 'Replacing the Image' when it replaces the selected one", async () => {
    const adding = renderTab(withCanvasLoading(<ImageTab />), '/video/1/0/image');
    await expectLoadingText('Image is Loading ...', holdApi('/api/bgclip/process/image/slow-1/'), async () =>
      adding.user.click(await screen.findByRole('button', { name: 'Add image Calm' })),
    );
    cleanup();
    const replacing = renderTab(withCanvasLoading(<ImageTab />), '/video/1/0/image', {
      scene: { elements: { photo: { type: 'image' } } },
      selected: ['photo'],
      state: { replace: true },
    });
    await expectLoadingText('Replacing the Image', holdApi('/api/bgclip/process/image/slow-1/'), async () =>
      replacing.user.click(await screen.findByRole('button', { name: 'Use image Calm' })),
    );
    expect(replacing.objects()[0]).toMatchObject({ id: 'photo', _Src: '/api/bgclip/file/slow-1' });
  });

  it("says 'Replacing the Video' while the stock clip replacing the selected one is fetched", async () => {
    const { user, objects } = renderTab(withCanvasLoading(<VideoTab />), '/video/1/0/video', {
      scene: { elements: { clip: { type: 'video' } } },
      selected: ['clip'],
      state: { replace: true },
    });
    const choice = await screen.findByRole('button', { name: 'Use video Calm' });
    await expectLoadingText('Replacing the Video', holdApi('/api/bgclip/process/video/slow-1/'), () => user.click(choice));
    expect(objects()[0]).toMatchObject({ id: 'clip', _Src: '/api/bgclip/file/slow-1' });
  });

  it("says 'Element is Loading ...' until an added icon is drawn", async () => {
    const { user, store, objects } = renderTab(withCanvasLoading(<ElementsTab />), '/video/1/0/elements');
    const icon = await screen.findByRole('button', { name: 'Add icon Bell' });
    await expectLoadingText('Element is Loading ...', holdDraws(store), () => user.click(icon));
    expect(objects()).toEqual([expect.objectContaining({ _Src: '/api/assets/icons/bell.svg' })]);
  });
});
