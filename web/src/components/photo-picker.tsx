import type { ChangeEvent, ReactNode } from 'react';
import { buttonSecondary } from './ui';

interface PhotoPickerProps {
  id: string;
  /** While a chosen photo is being prepared or sent: the picker takes no other. */
  busy: boolean;
  invalid: boolean;
  /** The ids of the hint, and of the error while there is one. */
  describedBy: string;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Extra classes of the button, e.g. its padding. */
  className?: string;
  children: ReactNode;
}

/**
 * A button that takes a photo: a label around a hidden file input (`accept="image/*"`), which on a phone opens the
 * camera or the gallery. Used by the dish photo and the registration photo.
 */
export function PhotoPicker({ id, busy, invalid, describedBy, onChoose, className, children }: PhotoPickerProps) {
  const classes = [
    buttonSecondary,
    className,
    'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
    busy ? 'pointer-events-none opacity-60' : '',
  ];
  return (
    <label className={classes.filter(Boolean).join(' ')}>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={busy}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={onChoose}
      />
      {children}
    </label>
  );
}
