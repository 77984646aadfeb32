import { type DragEvent, useRef, useState } from 'react';
import { useAppDispatch } from '../../../hooks';
import { UPLOAD_ICON } from '../mediaIcons';
import { startUpload } from './startUpload';
import { type UploadBoxKind, uploadBoxTypes } from './uploadRules';

/**
 * The upload box of a library tab: a button that opens the file picker (one file, of the kind's
 * types) and takes a file dropped on it. The spec ignores a file over 100 MB without a request
 * (spec 000 §5); we send nothing either, and say why beside the button. A CSV box sends only
 * `.csv` files (spec 002 §5).
 */
export function UploadButton({ kind, category, label }: { kind: UploadBoxKind; category: string; label: string }) {
  const types = uploadBoxTypes(kind);
  const dispatch = useAppDispatch();
  const picker = useRef<HTMLInputElement>(null);
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const [isDragOver, setIsDragOver] = useState(false);

  const send = (file: File | undefined) => {
    if (file && types.isSent(file.name)) setRefusedName(dispatch(startUpload(file, category)) ? null : file.name);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragOver(false);
    send(event.dataTransfer.files[0]);
  };

  return (
    <div
      className={isDragOver ? 'upload-drop is-over' : 'upload-drop'}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragOver(true);
      }}
      onDragLeave={() => setIsDragOver(false)}
      onDrop={onDrop}
    >
      <button type="button" className="btn btn-primary upload-button" onClick={() => picker.current?.click()}>
        {UPLOAD_ICON}
        {label}
      </button>
      <input
        ref={picker}
        type="file"
        accept={types.accept}
        hidden
        onChange={(event) => {
          send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p className="upload-hint">{types.inWords}, up to 100 MB. Or drop a file here.</p>
      {refusedName && (
        <p className="upload-note" role="status">
          Files up to 100 MB: “{refusedName}” is larger and was not uploaded.
        </p>
      )}
    </div>
  );
}
