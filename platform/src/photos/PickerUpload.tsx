import { useState } from 'react';
import { uploadRefusal } from '../ui/image-upload.ts';

/**
 * A picker dialog's upload: one file at a time, checked first (`problem`), sent by `send` with
 * its progress, its refusal in the API's words. The photo and video pickers share it.
 */
export function usePickerUpload<Uploaded>({
  problem,
  send,
  onUploaded,
}: {
  problem: (file: File) => string | null;
  send: (file: File, onProgress: (sent: number) => void) => Promise<Uploaded>;
  onUploaded: (uploaded: Uploaded) => void;
}) {
  const [upload, setUpload] = useState<{ name: string; sent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = async (file: File) => {
    const refusal = problem(file);
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    setUpload({ name: file.name, sent: 0 });
    try {
      onUploaded(
        await send(file, (sent) => {
          setUpload({ name: file.name, sent });
        }),
      );
    } catch (failure) {
      setError(uploadRefusal(failure) ?? 'The upload did not reach Larder. Try again.');
    }
    setUpload(null);
  };
  return { upload, error, add };
}

/** The upload's progress and its refusal, above the dialog's buttons. */
export function PickerUploadStatus({ state }: { state: ReturnType<typeof usePickerUpload> }) {
  const { upload, error } = state;
  return (
    <>
      {upload ? (
        <progress
          value={upload.sent}
          max={1}
          aria-label={`Uploading ${upload.name}`}
          className="upload-progress"
        />
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The file button ("Upload a photo"), among the dialog's buttons. */
export function PickerUploadButton({
  state,
  label,
  accept,
}: {
  state: ReturnType<typeof usePickerUpload>;
  label: string;
  accept: readonly string[];
}) {
  return (
    <label className="button button-secondary file-button">
      {label}
      <input
        type="file"
        accept={accept.join(',')}
        className="visually-hidden"
        disabled={state.upload !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void state.add(file);
        }}
      />
    </label>
  );
}
