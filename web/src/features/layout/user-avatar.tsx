import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import type { AuthUser } from '../../lib/auth-context';

function initials(user: AuthUser): string {
  const source = user.displayName.trim() || user.email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/**
 * The profile photo, or the user's initials when there is none or it fails to load. `label` names what the avatar
 * stands for (e.g. the button it fills): the photo's text alternative, or said after the initials, so the name
 * begins with what is seen ("FH, account menu for …") and a voice-control user can say it (axe
 * label-content-name-mismatch).
 */
export function UserAvatar({ user, size = 40, label }: { user: AuthUser; size?: number; label?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const { t } = useT();
  const style = { width: size, height: size };
  if (user.photoURL && failedUrl !== user.photoURL) {
    return (
      <img
        src={user.photoURL}
        alt={label ? capitalize(label) : ''}
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(user.photoURL)}
        style={style}
        className="rounded-full bg-stone-200 object-cover dark:bg-stone-700"
      />
    );
  }
  const shown = initials(user);
  // With a label the initials are an image named by them and the label ("FH, account menu for …"): one name, in
  // the order it is seen; without one, decoration.
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label ? t('layout.user.initialsLabel', { initials: shown, label }) : undefined}
      aria-hidden={label ? undefined : true}
      style={style}
      className="grid place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 dark:bg-brand-800 dark:text-brand-50"
    >
      {shown}
    </span>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
