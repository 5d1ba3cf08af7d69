import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useField, useFormikContext } from 'formik';
import { PHOTO_MIN_LONG_SIDE, PHOTO_MIN_SHORT_SIDE } from '@domain/limits';
import { isImageUrl } from '@domain/schema-rules';
import { FoodImage } from '../../components/food-image';
import { strokeIcon } from '../../components/icons';
import { PhotoPicker } from '../../components/photo-picker';
import { fieldError, labelClass } from '../../components/ui';
import { useMessages, useT } from '../../i18n';
import { useApi } from '../../lib/api-context';
import { apiErrorMessage } from '../../lib/api-error-text';
import { PHOTO_UPLOAD_STALL_MS } from '../../config/photos';
import { uploadPhoto } from './foods-api';
import { chosenPhotoProblem, photoToSend } from '../../lib/photo-checks';

const FIELD_ID = 'food-photo';

function CameraIcon() {
  return (
    <svg {...strokeIcon} className="h-5 w-5">
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

/**
 * "Upload a photo" for a food: opens the camera or the gallery on a phone (`accept="image/*"`), checks the file as
 * the API would, shows it at once, makes it smaller on the device (lib/shrink-photo.ts), uploads it with its progress,
 * and puts the uploaded photo's url into `foodImage`.
 * The URL field below it stays for a pasted image URL.
 */
export function PhotoField({ onBusyChange }: { onBusyChange?: (busy: boolean) => void }) {
  const api = useApi();
  const { t, number } = useT();
  const MSG = useMessages();
  const [{ value }] = useField<string>('foodImage');
  const { setFieldValue } = useFormikContext<{ foodImage: string }>();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const busy = progress !== null;

  useEffect(() => () => controller.current?.abort(), []);
  // The local copy is only a stand-in while uploading: dropped (and its memory freed) once it is replaced.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again after an error must fire another change.
    event.target.value = '';
    if (!file) return;
    setError(null);
    const problem = await chosenPhotoProblem(file, MSG);
    if (problem) {
      setError(problem);
      return;
    }
    const local = URL.createObjectURL(file);
    controller.current?.abort();
    const upload = new AbortController();
    controller.current = upload;
    setPreview(local);
    setProgress(0);
    // The page hears it in the same render as the bar: its submit waits from the moment the bar shows.
    onBusyChange?.(true);
    try {
      // A phone's photo of several MB goes up as a JPEG of a few hundred KB.
      const prepared = await photoToSend(file, MSG);
      if (upload.signal.aborted) return;
      if ('problem' in prepared) {
        setError(prepared.problem);
        return;
      }
      // Stopped when nothing goes through for a while (until every byte is sent; then the store is working on it).
      let stalled = false;
      const stallTimer = () => window.setTimeout(() => ((stalled = true), upload.abort()), PHOTO_UPLOAD_STALL_MS);
      let timer = stallTimer();
      const onProgress = (fraction: number) => {
        setProgress(fraction);
        window.clearTimeout(timer);
        if (fraction < 1) timer = stallTimer();
      };
      try {
        const photo = await uploadPhoto(api, prepared.file, onProgress, upload.signal);
        await setFieldValue('foodImage', photo.url, true);
      } catch (failure) {
        if (stalled) setError(MSG.photoUploadStalled);
        else throw failure;
      } finally {
        window.clearTimeout(timer);
      }
    } catch (failure) {
      if ((failure as Error).name !== 'AbortError') setError(apiErrorMessage(failure, MSG.photoUploadFailed, MSG));
    } finally {
      if (controller.current === upload) {
        controller.current = null;
        setProgress(null);
        onBusyChange?.(false);
        setPreview(null);
      }
    }
  };

  const shown = preview ?? (isImageUrl(value) ? value : null);
  const percent = Math.round((progress ?? 0) * 100);
  const hintId = `${FIELD_ID}-hint`;
  const errorId = `${FIELD_ID}-error`;

  return (
    <div className="sm:col-span-2">
      <span className={labelClass}>{t('seller.photo.label')}</span>
      <div className="flex flex-col gap-4 rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-4 sm:flex-row sm:items-center dark:border-stone-700 dark:bg-stone-900/60">
        <div className="relative aspect-[4/3] w-full shrink-0 overflow-hidden rounded-xl bg-stone-200 sm:w-56 dark:bg-stone-800">
          {preview ? (
            <img src={preview} alt={t('seller.photo.chosenAlt')} className="h-full w-full object-cover" />
          ) : shown ? (
            <FoodImage src={shown} alt={t('seller.photo.dishAlt')} sizes="224px" className="h-full" />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 text-sm text-stone-600 dark:text-stone-300">
              <CameraIcon />
              {t('seller.photo.none')}
            </div>
          )}
          {busy ? <div className="absolute inset-0 bg-stone-950/30" aria-hidden="true" /> : null}
        </div>
        <div className="min-w-0 flex-1">
          <PhotoPicker
            id={FIELD_ID}
            busy={busy}
            invalid={Boolean(error)}
            describedBy={`${hintId}${error ? ` ${errorId}` : ''}`}
            onChoose={(event) => void choose(event)}
          >
            <CameraIcon />
            {shown && !preview ? t('seller.photo.replace') : t('seller.photo.upload')}
          </PhotoPicker>
          <p id={hintId} className="mt-2 text-xs text-stone-600 dark:text-stone-400">
            {t('seller.photo.hint', { w: number(PHOTO_MIN_LONG_SIDE), h: number(PHOTO_MIN_SHORT_SIDE) })}
          </p>
          {busy ? (
            <div className="mt-3">
              <div
                role="progressbar"
                aria-label={t('seller.photo.uploading')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 w-full overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
              >
                <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{percent < 100 ? t('seller.photo.uploadingPercent', { percent: `${number(percent)}%` }) : t('seller.photo.preparing')}</p>
            </div>
          ) : null}
          {error ? (
            <p id={errorId} role="alert" className={fieldError}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
