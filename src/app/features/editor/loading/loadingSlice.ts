import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The loading texts of the editor's commands (spec 000 §8), by operation. `video` is ours: the
 * spec names no text for adding a stock clip, and the Video tab said it before this list existed.
 */
export const LOADING_TEXTS = {
  avatar: 'Avatar is Loading ...',
  background: 'Background is Loading ...',
  filter: 'Filter is Loading ...',
  scene: 'Scene is Loading ...',
  duplicateScene: 'Duplicating the Scene',
  image: 'Image is Loading ...',
  video: 'Video is Loading ...',
  replaceImage: 'Replacing the Image',
  replaceVideo: 'Replacing the Video',
  element: 'Element is Loading ...',
  applyFilter: 'Applying the Filter',
} as const;

/** A command the canvas's loading overlay waits for. */
export type LoadingOperation = keyof typeof LOADING_TEXTS;

export type LoadingState = {
  /** The operations waited for now, in the order they started (one entry per running command). */
  operations: LoadingOperation[];
};

const initialState: LoadingState = { operations: [] };

/** What the editor is waiting for: the canvas's loading overlay shows the text of the latest (see `whileLoading`). */
export const loadingSlice = createSlice({
  name: 'loading',
  initialState,
  reducers: {
    loadingStarted(state, action: PayloadAction<LoadingOperation>) {
      state.operations.push(action.payload);
    },
    /** One running `operation` ended (the latest of its kind). */
    loadingEnded(state, action: PayloadAction<LoadingOperation>) {
      const index = state.operations.lastIndexOf(action.payload);
      if (index >= 0) state.operations.splice(index, 1);
    },
  },
  selectors: {
    /** The text of the latest operation waited for, or null when the editor waits for none. */
    selectLoadingText: (state) => {
      const latest = state.operations.at(-1);
      return latest ? LOADING_TEXTS[latest] : null;
    },
  },
});

export const { loadingStarted, loadingEnded } = loadingSlice.actions;
export const { selectLoadingText } = loadingSlice.selectors;
