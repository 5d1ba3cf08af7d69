import { fieldError } from './ui';

/**
 * A field's error line. It keeps its height when empty, so when a blur clears an error on mousedown the submit
 * button does not move out from under the pointer and the click is not lost.
 */
export function FieldError({ id, message }: { id: string; message?: string | false }) {
  return (
    <p id={id} className={`${fieldError} min-h-5`}>
      {message || null}
    </p>
  );
}
