import { useState } from 'react';
import type { AuthUser } from '../../lib/auth-context';

function initials(user: AuthUser): string {
  const source = user.displayName.trim() || user.email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** The profile photo, or the user's initials when there is none or it fails to load. */
export function UserAvatar({ user, size = 40 }: { user: AuthUser; size?: number }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (user.photoURL && failedUrl !== user.photoURL) {
    return (
      <img
        src={user.photoURL}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(user.photoURL)}
        style={style}
        className="rounded-full bg-stone-200 object-cover dark:bg-stone-700"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={style}
      className="grid place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 dark:bg-brand-800 dark:text-brand-50"
    >
      {initials(user)}
    </span>
  );
}
