import { projectLengthLimit } from '../../../../scene/timing';
import { useAppSelector } from '../../../hooks';

/** The whole video's length against its limit (240 s with an avatar, 120 s without), flagged when over. */
export function VideoLength() {
  const document = useAppSelector((state) => state.editor.document);
  if (!document) return null;
  const { length, maximum, isOver } = projectLengthLimit(document);
  return (
    <span className={isOver ? 'timeline-video-length is-over' : 'timeline-video-length'} role={isOver ? 'alert' : undefined}>
      Video {length.toFixed(1)} s of {maximum} s{isOver ? ': shorten a scene to generate it' : ''}
    </span>
  );
}
