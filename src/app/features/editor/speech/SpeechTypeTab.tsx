import { mergeValuesOf } from '../../../../scene/mergeFallbacks';
import { DEFAULT_MERGE_FALLBACKS } from '../../../../scene/mergeTags';
import { addSpeechBox, deleteSpeechBox, orderedSpeechBoxes, setSpeechBoxDelay, setSpeechBoxText } from '../../../../scene/ops/speechBoxes';
import type { Scene } from '../../../../scene/schema/scene';
import { projectVoiceId, sceneSpeechJob } from '../../../../scene/speech/sceneSpeechJobs';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { useGetColorsCombineQuery } from '../colors/colorsApi';
import { type DocumentEdit, editDocument } from '../state/editDocument';
import { selectDocument } from '../state/editorSlice';
import { generateSpeech } from './generateSpeech';
import { SpeechBox } from './SpeechBox';
import { SpeechProgress } from './SpeechProgress';
import { SpeechVariables } from './SpeechVariables';
import { useSpeechGeneration } from './useSpeechGeneration';

/** Merge tags offered before the catalogue answers (or when it fails): those with default fallbacks. */
const DEFAULT_TAGS = Object.keys(DEFAULT_MERGE_FALLBACKS);

/**
 * The Speech panel's Type tab (spec 000 §4): the scene's speech boxes in speaking order, each with
 * its delay, script and variables, "Generate speech" with its progress, and the project's
 * Variables with their fallbacks. Every change is one undo step; typing shows at once and becomes
 * one step when the field is left.
 */
export function SpeechTypeTab({ sceneId, scene }: { sceneId: number; scene: Scene }) {
  const dispatch = useAppDispatch();
  const document = useAppSelector(selectDocument);
  const { data: catalogue } = useGetColorsCombineQuery();
  const { isLoading, error } = useSpeechGeneration(sceneId);
  const boxes = orderedSpeechBoxes(scene);
  const mergeTags = catalogue?.mergeTags ?? DEFAULT_TAGS;
  const job = document ? sceneSpeechJob(scene, projectVoiceId(document), mergeValuesOf(document)) : null;
  const isSpoken = job !== null && scene.speech.sound?.speechKey === job.key;

  const edit = (change: DocumentEdit, preview = false) => dispatch(editDocument(change, { preview }));

  return (
    <div className="speech-type">
      {scene.speech.type !== 'type' && (
        <p className="speech-note">This scene speaks its {scene.speech.type === 'upload' ? 'uploaded' : 'recorded'} sound. Typing here makes it speak the text instead.</p>
      )}
      <ol className="speech-boxes" aria-label="Speech boxes">
        {boxes.map((box, index) => (
          <SpeechBox
            key={box.id}
            box={box}
            index={index}
            isOnly={boxes.length === 1}
            mergeTags={mergeTags}
            onType={(text) => edit((doc) => setSpeechBoxText(doc, sceneId, box.id, text), true)}
            onCommit={(text) => edit((doc) => setSpeechBoxText(doc, sceneId, box.id, text))}
            onDelay={(seconds) => edit((doc) => setSpeechBoxDelay(doc, sceneId, box.id, seconds))}
            onAddAfter={() => edit((doc) => addSpeechBox(doc, sceneId, box.id))}
            onDelete={() => edit((doc) => deleteSpeechBox(doc, sceneId, box.id))}
          />
        ))}
      </ol>
      {boxes.length === 0 && (
        <button type="button" className="btn btn-secondary" onClick={() => edit((doc) => addSpeechBox(doc, sceneId, null))}>
          + Add text
        </button>
      )}
      <div className="speech-generate">
        <button type="button" className="btn btn-primary" disabled={job === null || isSpoken || isLoading} onClick={() => void dispatch(generateSpeech([sceneId]))}>
          Generate speech
        </button>
        {isLoading ? (
          <SpeechProgress />
        ) : (
          <p className="speech-status" role="status">
            {job === null
              ? 'Type a script to hear the avatar.'
              : isSpoken
                ? `Speech ready: ${scene.speech.speechTime.toFixed(1)} s`
                : 'Speech is made when you play or generate it.'}
          </p>
        )}
      </div>
      {error && (
        <p className="speech-error" role="alert">
          {error}
        </p>
      )}
      <SpeechVariables />
    </div>
  );
}
