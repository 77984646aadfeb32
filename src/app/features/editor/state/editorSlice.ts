import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlayerState } from '../../../../engine/clock/sharedClock';
import type { ProjectDocument } from '../../../../scene/document';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { emptyHistory, recordChange, type History, type HistoryEntry } from './history';

/** The two editor types (spec 000 §2): the first path segment of the editor routes. */
export type EditorType = 'video' | 'image';

/** The project open in the editor, as the server knows it. */
export type OpenProject = { id: number; editorType: EditorType; name: string };

/** What was copied with Ctrl+C or the context menu: objects and their timing, ready to paste into any scene. */
export type Clipboard = { objects: CanvasObject[]; timings: Record<string, ElementTiming> };

export type EditorState = {
  project: OpenProject | null;
  /** The document as the customer sees it now (with any drag preview). */
  document: ProjectDocument | null;
  /** The document the server holds at `savedRevision`: autosave sends the diff against it. */
  savedDocument: ProjectDocument | null;
  savedRevision: number;
  /** The document before a drag or slider preview started; the preview's end is one undo step from it. */
  previewBase: ProjectDocument | null;
  history: History;
  /** Selected object ids in the open scene. */
  selection: string[];
  clipboard: Clipboard | null;
  /** A save request is on its way (autosave or Save). */
  isSaving: boolean;
  /** Saves that failed in a row since the last one the server took. */
  failedSaves: number;
  /** The text object being edited in place on the canvas (the engine leaves it out meanwhile). */
  textEditingId: string | null;
  /** Scenes whose background can be selected and moved; backgrounds are locked until unlocked. */
  unlockedBackgrounds: number[];
  /** The preview player (spec 000 §4): 0 stopped (editing), 1 playing, 2 paused. */
  playerStatus: PlayerState;
  /** Where play starts in the open scene (the seek bar), scene seconds. */
  playheadSeconds: number;
};

/**
 * Failed saves in a row after which the header says the editor is offline and keeps the changes
 * (issue 23; spec 000 §8 retries silently, which left the customer unaware).
 */
export const OFFLINE_AFTER_FAILED_SAVES = 3;

const initialState: EditorState = {
  project: null,
  document: null,
  savedDocument: null,
  savedRevision: 0,
  previewBase: null,
  history: emptyHistory,
  selection: [],
  clipboard: null,
  isSaving: false,
  failedSaves: 0,
  textEditingId: null,
  unlockedBackgrounds: [],
  playerStatus: 0,
  playheadSeconds: 0,
};

/**
 * The editor's state: the open project and its document, undo history, selection, clipboard and
 * save status. The document is replaced whole on every change (the ops in src/scene/ops share
 * unchanged branches), so a change is seen by comparing references.
 */
export const editorSlice = createSlice({
  name: 'editor',
  initialState,
  reducers: {
    /**
     * Opens a project as the server holds it (`document` at `revision`); `unsaved`, edits this
     * browser kept that the server does not have yet, is shown instead and saved by the autosave.
     */
    projectOpened(_state, action: PayloadAction<{ project: OpenProject; document: ProjectDocument; revision: number; unsaved?: ProjectDocument }>) {
      const { project, document, revision, unsaved } = action.payload;
      return { ...initialState, project, document: unsaved ?? document, savedDocument: document, savedRevision: revision };
    },
    /** Leaves project `id`; a project opened since stays. */
    projectClosed(state, action: PayloadAction<number>) {
      return state.project?.id === action.payload ? initialState : state;
    },
    projectRenamed(state, action: PayloadAction<string>) {
      if (state.project) state.project.name = action.payload;
    },
    /** A preview of a change still in progress (drag, slider): shown, not yet an undo step. */
    documentPreviewed(state, action: PayloadAction<ProjectDocument>) {
      state.previewBase ??= state.document;
      state.document = action.payload;
    },
    /** A finished change: shown and recorded as one undo step (from before its preview, if any). */
    documentChanged(state, action: PayloadAction<{ document: ProjectDocument; change: HistoryEntry }>) {
      state.document = action.payload.document;
      state.previewBase = null;
      state.history = recordChange(state.history, action.payload.change);
    },
    /** Undo or redo moved through history to `document`. */
    historyMoved(state, action: PayloadAction<{ document: ProjectDocument; pointer: number }>) {
      state.document = action.payload.document;
      state.previewBase = null;
      state.history.pointer = action.payload.pointer;
    },
    historyReset(state) {
      state.history = emptyHistory;
    },
    selectionChanged(state, action: PayloadAction<string[]>) {
      state.selection = action.payload;
    },
    copied(state, action: PayloadAction<Clipboard>) {
      state.clipboard = action.payload;
    },
    textEditingChanged(state, action: PayloadAction<string | null>) {
      state.textEditingId = action.payload;
    },
    backgroundLockChanged(state, action: PayloadAction<{ sceneId: number; locked: boolean }>) {
      const { sceneId, locked } = action.payload;
      state.unlockedBackgrounds = state.unlockedBackgrounds.filter((id) => id !== sceneId);
      if (!locked) state.unlockedBackgrounds.push(sceneId);
    },
    playerStatusChanged(state, action: PayloadAction<PlayerState>) {
      state.playerStatus = action.payload;
    },
    playheadMoved(state, action: PayloadAction<number>) {
      state.playheadSeconds = Math.max(0, action.payload);
    },
    saveStarted(state) {
      state.isSaving = true;
    },
    /** The server now holds `document` at `revision`. */
    saveSucceeded(state, action: PayloadAction<{ document: ProjectDocument; revision: number }>) {
      state.isSaving = false;
      state.failedSaves = 0;
      state.savedDocument = action.payload.document;
      state.savedRevision = action.payload.revision;
    },
    saveFailed(state) {
      state.isSaving = false;
      state.failedSaves++;
    },
    /**
     * The server held a newer revision: the editor now builds on it (`savedDocument`), with the
     * customer's unsaved edits applied on top (`document`), so nothing is lost.
     */
    rebased(state, action: PayloadAction<{ savedDocument: ProjectDocument; revision: number; document: ProjectDocument }>) {
      state.isSaving = false;
      state.failedSaves = 0;
      state.savedDocument = action.payload.savedDocument;
      state.savedRevision = action.payload.revision;
      state.document = action.payload.document;
      state.previewBase = null;
    },
  },
  selectors: {
    selectDocument: (state) => state.document,
    selectProject: (state) => state.project,
    selectSelection: (state) => state.selection,
    selectCanUndo: (state) => state.history.pointer > 0,
    selectCanRedo: (state) => state.history.pointer < state.history.arr.length,
    selectHasUnsavedChanges: (state) => state.document !== state.savedDocument,
    /** Saves keep failing (OFFLINE_AFTER_FAILED_SAVES in a row): the changes are kept in this browser meanwhile. */
    selectIsOffline: (state) => state.failedSaves >= OFFLINE_AFTER_FAILED_SAVES,
  },
});

export const {
  projectOpened,
  projectClosed,
  projectRenamed,
  documentPreviewed,
  documentChanged,
  historyMoved,
  historyReset,
  selectionChanged,
  copied,
  textEditingChanged,
  backgroundLockChanged,
  playerStatusChanged,
  playheadMoved,
  saveStarted,
  saveSucceeded,
  saveFailed,
  rebased,
} = editorSlice.actions;

export const { selectDocument, selectProject, selectSelection, selectCanUndo, selectCanRedo, selectHasUnsavedChanges, selectIsOffline } = editorSlice.selectors;
