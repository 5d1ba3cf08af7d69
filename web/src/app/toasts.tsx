import { ToastContainer } from 'react-toastify/unstyled';
import { useTheme } from '../features/layout/theme';
import { useT } from '../i18n/i18n-context';

/** The toasts (app.tsx loads this once the page runs); its own component so a theme change re-renders only them. */
export default function Toasts() {
  const { theme } = useTheme();
  const { t } = useT();
  return <ToastContainer position="top-right" theme={theme} newestOnTop pauseOnFocusLoss={false} aria-label={t('app.toasts.label')} />;
}
