import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveMessageReceived } from '../../../live/liveMiddleware';
import type { UploadItem } from '../../media/mediaTypes';
import { installFakeXhr } from '../../../../../tests/support/app/fakeXhr';
import { uploadsInFlight } from '../../media/uploads/uploadsInFlight';
import { undo } from '../state/editDocument';
import { renderTab } from '../../../../../tests/support/app/renderTab';
import { FileDropLayer } from './FileDropLayer';
import { useCanvasFileDrop } from './useCanvasFileDrop';
import { LIVE_COMMANDS } from '../../../../contract/live';

/** The canvas area as the stage wires it: every drop lands on canvas point (300, 200). */
function CanvasArea() {
  const drop = useCanvasFileDrop(() => ({ x: 300, y: 200 }));
  return (
    <section aria-label="Canvas area" {...drop.handlers}>
      <FileDropLayer editorType="video" isOver={drop.isOver} notice={drop.notice} onDismiss={drop.dismissNotice} />
    </section>
  );
}

const area = () => screen.getByRole('region', { name: 'Canvas area' });
const files = (...names: string[]) => names.map((name) => new File(['bytes'], name));
const dragged = (dropped: File[], types = ['Files']) => ({ dataTransfer: { files: dropped, types, dropEffect: 'none' } });

const item = (id: number, name: string, category: string, fileInfo: UploadItem['fileInfo']): UploadItem => ({
  id,
  name,
  category,
  media_file: `/files/${id}`,
  media_thumbnail: null,
  fileInfo,
});

afterEach(() => {
  cleanup();
  for (const left of uploadsInFlight.snapshot()) uploadsInFlight.remove(left.key);
  vi.unstubAllGlobals();
});

describe('a file dropped on the canvas', () => {
  it('shows the drop target while files are dragged over, not for other drags', () => {
    renderTab(<CanvasArea />, '/video/1/0/avatar');
    fireEvent.dragOver(area(), dragged([], ['text/plain']));
    expect(screen.queryByText('Add it to the scene')).toBeNull();
    const over = dragged(files('a.png'));
    fireEvent.dragOver(area(), over);
    expect(screen.getByText('Add it to the scene')).toBeTruthy();
    expect(over.dataTransfer.dropEffect).toBe('copy');
    fireEvent.dragLeave(area(), { relatedTarget: document.body });
    expect(screen.queryByText('Add it to the scene')).toBeNull();
  });

  it('uploads a picture to the library, then adds it centred where it was dropped, selected, as one undo step', async () => {
    const sent = installFakeXhr();
    const { store, objects, address } = renderTab(<CanvasArea />, '/video/1/0/avatar');
    fireEvent.drop(area(), dragged(files('Blue square.png')));

    const request = sent[0]!;
    expect([request.method, request.url, request.body!.get('category'), request.body!.get('name')]).toEqual(['POST', '/api/userlibrary/upload/', 'video_image', 'Blue square']);
    act(() => request.progress(30, 100));
    expect(within(area()).getByRole('progressbar', { name: 'Uploading Blue square' }).getAttribute('aria-valuenow')).toBe('30');
    expect(objects()).toHaveLength(0);

    act(() => request.answer(200, { isError: false, message: '', result: item(7, 'Blue square', 'video_image', { width: 400, height: 300, status: 1 }) }));
    await waitFor(() => expect(objects()).toHaveLength(1));
    const [image] = objects();
    expect(image).toMatchObject({
      _Type: 'image',
      _Src: '/files/7',
      _Name: 'Blue square',
      width: 400,
      height: 300,
      scaleX: 1,
      left: 100,
      top: 50,
      _Image: { id: 7, category: 'video_image' },
    });
    expect(store.getState().editor.selection).toEqual([image!.id]);
    await waitFor(() => expect(address()).toBe('/video/1/0/settings/image'));
    expect(within(area()).queryByRole('region', { name: 'Uploads' })).toBeNull();
    act(() => void store.dispatch(undo()));
    expect(objects()).toHaveLength(0);
  });

  it('adds a dropped track as the scene’s music', async () => {
    const sent = installFakeXhr();
    const { objects, scene } = renderTab(<CanvasArea />, '/video/1/0/avatar');
    fireEvent.drop(area(), dragged(files('tune.mp3')));
    expect(sent[0]!.body!.get('category')).toBe('music');
    act(() => sent[0]!.answer(200, { isError: false, message: '', result: item(8, 'tune', 'music', { duration: 2, status: 1 }) }));
    await waitFor(() => expect(objects()).toHaveLength(1));
    expect(objects()[0]).toMatchObject({ _Type: 'music', _Src: '/files/8', _Name: 'tune' });
    expect(scene().elements[objects()[0]!.id]).toMatchObject({ duration: 2, trimEnd: 2 });
  });

  it('waits for a clip the browser cannot play to be prepared, saying how far it got', async () => {
    const sent = installFakeXhr();
    const { store, objects } = renderTab(<CanvasArea />, '/video/1/0/avatar');
    fireEvent.drop(area(), dragged(files('old.avi')));
    expect(sent[0]!.body!.get('category')).toBe('video_video');
    await act(async () =>
      sent[0]!.answer(200, { isError: false, message: '', result: item(9, 'old', 'video_video', { width: 64, height: 48, duration: 2, status: 3, progress: 0 }) }),
    );
    expect(within(area()).queryByRole('region', { name: 'Uploads' })).toBeNull();
    expect(objects()).toHaveLength(0);
    const progress = (percent: number, status: number, media_file = '/files/9') =>
      act(() => {
        store.dispatch(
          liveMessageReceived({
            command: LIVE_COMMANDS.uploadProgress,
            data: { id: 9, progress: percent, status, result: { ...item(9, 'old', 'video_video', { width: 64, height: 48, duration: 2, status, progress: percent }), media_file } },
          }),
        );
      });
    progress(40, 2);
    expect(within(area()).getByRole('status').textContent).toBe('Preparing “old” for the canvas: 40%');
    expect(objects()).toHaveLength(0);
    progress(100, 1, '/files/9-proxy.mp4');
    await waitFor(() => expect(objects()).toHaveLength(1));
    expect(objects()[0]).toMatchObject({ _Type: 'video', _Src: '/files/9-proxy.mp4' });
    expect(within(area()).queryByRole('status')).toBeNull();
  });

  it('refuses other files, several files and large files without a request, saying what it takes', async () => {
    const sent = installFakeXhr();
    renderTab(<CanvasArea />, '/video/1/0/avatar');
    fireEvent.drop(area(), dragged(files('notes.pdf')));
    const notice = within(area()).getByRole('status');
    expect(notice.textContent).toBe(
      '“notes.pdf” cannot be added here. Drop one picture (PNG, JPEG or WebP), video (MP4, WebM, MOV, AVI or GIF) or music file (MP3 or WAV), up to 100 MB.',
    );
    fireEvent.drop(area(), dragged(files('a.png', 'b.png')));
    expect(notice.textContent).toMatch(/^One file at a time\./);
    const large = files('big.mp4')[0]!;
    Object.defineProperty(large, 'size', { value: 100 * 2 ** 20 + 1 });
    fireEvent.drop(area(), dragged([large]));
    expect(notice.textContent).toBe('Files up to 100 MB: “big.mp4” is larger and was not uploaded.');
    expect(sent).toHaveLength(0);
    fireEvent.click(within(area()).getByRole('button', { name: 'Dismiss' }));
    expect(within(area()).queryByRole('status')).toBeNull();
  });
});
