import { useEffect, useState, type ChangeEvent } from 'react';
import { PhotoPicker } from '../../components/photo-picker';
import { buttonSecondary, fieldError } from '../../components/ui';
import { useMessages, useT } from '../../i18n';
import { chosenPhotoProblem, photoToSend } from '../../lib/photo-checks';

const FIELD_ID = 'register-photo-file';

/**
 * "Take or choose a photo" at registration: opens the camera or the gallery on a phone, checks the file as the API
 * would and makes it smaller on the device (lib/shrink-photo.ts), then hands it to the form; it is uploaded only once
 * the account exists (an upload needs a session). `onChange(null)` when the choice is removed.
 */
export function ProfilePhotoField({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  const msg = useMessages();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setError(null);
    setBusy(true);
    try {
      const problem = await chosenPhotoProblem(chosen, msg);
      if (problem) return setError(problem);
      const prepared = await photoToSend(chosen, msg);
      if ('problem' in prepared) return setError(prepared.problem);
      onChange(prepared.file);
    } finally {
      setBusy(false);
    }
  };

  const hintId = `${FIELD_ID}-hint`;
  const errorId = `${FIELD_ID}-error`;
  return (
    <div className="flex items-center gap-4">
      <div className="size-16 shrink-0 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800">
        {preview ? <img src={preview} alt={t('account.photo.chosenAlt')} className="size-full object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <PhotoPicker
            id={FIELD_ID}
            busy={busy}
            invalid={Boolean(error)}
            describedBy={`${hintId}${error ? ` ${errorId}` : ''}`}
            onChoose={(event) => void choose(event)}
            className="px-4 py-2"
          >
            {file ? t('account.photo.chooseAnother') : t('account.photo.choose')}
          </PhotoPicker>
          {file ? (
            <button type="button" className={`${buttonSecondary} px-4 py-2`} onClick={() => onChange(null)}>
              {t('account.photo.remove')}
            </button>
          ) : null}
        </div>
        <p id={hintId} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
          {file ? t('account.photo.uploadedOnRegister') : t('account.photo.orPaste')}
        </p>
        {error ? (
          <p id={errorId} role="alert" className={fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
