import { ToastContainer } from 'react-toastify/unstyled';
import { useTheme } from '../features/layout/theme';
import { useT } from '../i18n/i18n-context';

/** The toasts (app.tsx loads this once the page runs); its own component so a theme change re-renders only them. */
export default function Toasts() {
  const { theme } = useTheme();
  const { t } = useT();
  return (
    <ToastContainer
      position="top-right"
      theme={theme}
      newestOnTop
      pauseOnFocusLoss={false}
      aria-label={t('app.toasts.label')}
      // The library names its timer bar in English only ('notification timer'), and has no option to name it. Its
      // `hideProgressBar` hides the bar from assistive technology, where the live region already reads the toast's
      // text; index.css keeps it on screen, and it still runs the auto-close.
      hideProgressBar
      // The library's close button, named in the page's language (its own name is always English).
      closeButton={({ closeToast }) => (
        <button
          type="button"
          className={`Toastify__close-button Toastify__close-button--${theme}`}
          aria-label={t('app.toasts.close')}
          onClick={(event) => {
            event.stopPropagation();
            closeToast(true);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 14 16">
            <path
              fillRule="evenodd"
              d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
            />
          </svg>
        </button>
      )}
    />
  );
}
