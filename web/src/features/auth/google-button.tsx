import { buttonSecondary } from '../../components/ui';
import { useT } from '../../i18n';
import { GoogleIcon } from './icons';

interface GoogleButtonProps {
  label: string;
  busy: boolean;
  disabled?: boolean;
  onClick(): void;
}

export function GoogleButton({ label, busy, disabled = false, onClick }: GoogleButtonProps) {
  return (
    <button type="button" onClick={onClick} disabled={busy || disabled} aria-busy={busy} className={`${buttonSecondary} w-full py-3`}>
      {busy ? (
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-600" />
      ) : (
        <GoogleIcon className="size-5" />
      )}
      {label}
    </button>
  );
}

export function OrDivider() {
  const { t } = useT();
  return (
    <div className="flex items-center gap-4 text-xs font-semibold tracking-wider text-stone-500 uppercase dark:text-stone-400">
      <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
      {t('account.field.or')}
      <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
    </div>
  );
}
