import { MSG } from '@domain/messages';
import { SIMPLE_EMAIL } from '@domain/schemas';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import * as yup from 'yup';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { useAuth } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { authErrorMessage, providerErrorCode } from './auth-errors';
import { AuthShell } from './auth-shell';
import { FocusFirstError, TextField } from './form-fields';
import { MailIcon } from './icons';

const resetSchema = yup.object({
  email: yup.string().trim().required(MSG.emailRequired).matches(SIMPLE_EMAIL, MSG.emailInvalid),
});
type ResetValues = yup.InferType<typeof resetSchema>;

const RESET_FAILED = 'Could not send the reset e-mail. Please try again.';
// Saying whether an account exists would let anyone probe for registered addresses.
const NEUTRAL_CODES = new Set(['auth/user-not-found', 'auth/invalid-credential']);

function initialEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email : '';
}

export default function ForgotPasswordPage() {
  useTitle('Food Store | Reset Password');
  const { sendPasswordReset } = useAuth();
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
      else toast.error(authErrorMessage(error, RESET_FAILED));
    }
  };

  return (
    <AuthShell
      title="Reset your password"
      subtitle="Enter the e-mail you signed up with and we will send you a link to choose a new password."
      asideTitle="Back to your favourites in a minute."
      asidePoints={['The link arrives in a few moments', 'Check your spam folder if you cannot see it', 'Your orders and foods stay safe']}
    >
      {sentTo ? (
        <div role="status" className="space-y-6">
          <div className="flex items-start gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 dark:border-stone-700 dark:bg-stone-800">
            <MailIcon className="mt-0.5 size-6 shrink-0 text-brand-700 dark:text-brand-500" />
            <p className="text-stone-700 dark:text-stone-200">
              If an account exists for <strong className="break-all">{sentTo}</strong>, a password reset link is on its
              way. Follow it to choose a new password, then sign in again.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.login} className={buttonPrimary}>
              Back to Login
            </Link>
            <button type="button" onClick={() => setSentTo(null)} className={buttonSecondary}>
              Use another e-mail
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
            <Form ref={formRef} noValidate className="space-y-5">
              <FocusFirstError formRef={formRef} />
              <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
              <button type="submit" disabled={isSubmitting} className={`${buttonPrimary} w-full py-3`}>
                {isSubmitting ? 'Sending...' : 'Send Reset Link'}
              </button>
              <p className="text-center text-sm text-stone-600 dark:text-stone-300">
                Remembered it?{' '}
                <Link
                  to={paths.login}
                  className="font-semibold text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-500"
                >
                  Back to Login
                </Link>
              </p>
            </Form>
          )}
        </Formik>
      )}
    </AuthShell>
  );
}
