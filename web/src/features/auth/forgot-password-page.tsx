import { SIMPLE_EMAIL } from '@domain/schema-rules';
import { Form, Formik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import * as yup from 'yup';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { Link, useMessages, useT } from '../../i18n';
import type { MessageTable } from '../../i18n/messages';
import { useAuth } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { authErrorMessage, providerErrorCode } from './auth-errors';
import { AuthShell } from './auth-shell';
import { FocusFirstError, TextField } from './form-fields';
import { MailIcon } from './icons';

const resetSchemaOf = (MSG: MessageTable) =>
  yup.object({
    email: yup.string().trim().required(MSG.emailRequired).matches(SIMPLE_EMAIL, MSG.emailInvalid),
  });
type ResetValues = yup.InferType<ReturnType<typeof resetSchemaOf>>;

// Saying whether an account exists would let anyone probe for registered addresses.
const NEUTRAL_CODES = new Set(['auth/user-not-found', 'auth/invalid-credential']);

function initialEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email : '';
}

export default function ForgotPasswordPage() {
  const { t } = useT();
  useTitle(t('account.title.forgot'));
  const { sendPasswordReset } = useAuth();
  const MSG = useMessages();
  const resetSchema = useMemo(() => resetSchemaOf(MSG), [MSG]);
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (values: ResetValues) => {
    const email = values.email.trim();
    try {
      await sendPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      const code = providerErrorCode(error);
      if (code && NEUTRAL_CODES.has(code)) setSentTo(email);
      else toast.error(authErrorMessage(error, t('account.error.resetFailed'), { msg: MSG, t }));
    }
  };

  return (
    <AuthShell
      title={t('account.forgot.title')}
      subtitle={t('account.forgot.subtitle')}
      asideTitle={t('account.forgot.asideTitle')}
      asidePoints={[t('account.forgot.point1'), t('account.forgot.point2'), t('account.forgot.point3')]}
    >
      {sentTo ? (
        <div role="status" className="stack-y-6">
          <div className="flex items-start gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 dark:border-stone-700 dark:bg-stone-800">
            <MailIcon className="mt-0.5 size-6 shrink-0 text-brand-700 dark:text-brand-500" />
            <p className="text-stone-700 dark:text-stone-200">
              {t('account.forgot.sentBefore')} <strong className="break-all">{sentTo}</strong>
              {t('account.forgot.sentAfter')}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.login} className={buttonPrimary}>
              {t('account.forgot.backToLogin')}
            </Link>
            <button type="button" onClick={() => setSentTo(null)} className={buttonSecondary}>
              {t('account.forgot.another')}
            </button>
          </div>
        </div>
      ) : (
        <Formik
          initialValues={{ email: initialEmail(location.state) }}
          validationSchema={resetSchema}
          validateOnBlur
          validateOnChange={false}
          onSubmit={onSubmit}
        >
          {({ isSubmitting }) => (
            <Form ref={formRef} noValidate className="stack-y-5">
              <FocusFirstError formRef={formRef} />
              <TextField name="email" label={t('account.field.email')} type="email" autoComplete="email" placeholder={t('account.field.emailPlaceholder')} />
              <button type="submit" disabled={isSubmitting} className={`${buttonPrimary} w-full py-3`}>
                {isSubmitting ? t('account.forgot.submitting') : t('account.forgot.submit')}
              </button>
              <p className="text-center text-sm text-stone-600 dark:text-stone-300">
                {t('account.forgot.remembered')}{' '}
                <Link
                  to={paths.login}
                  className="font-semibold text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-500"
                >
                  {t('account.forgot.backToLogin')}
                </Link>
              </p>
            </Form>
          )}
        </Formik>
      )}
    </AuthShell>
  );
}
