import type { LoginValues } from '@domain/schemas';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { buttonPrimary } from '../../components/ui';
import { Link, useMessages, useNavigate, useT } from '../../i18n';
import { useSchemas } from '../../i18n/schemas';
import { useAuth } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { authErrorMessage } from './auth-errors';
import { AuthShell } from './auth-shell';
import { FocusFirstError, PasswordField, TextField } from './form-fields';
import { GoogleButton, OrDivider } from './google-button';
import { useSignedInRedirect } from './use-signed-in-redirect';
import { returnPath } from './return-path';

const INITIAL: LoginValues = { email: '', password: '' };
const linkClass =
  'font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-500 dark:hover:text-brand-200';

export default function LoginPage() {
  const { t } = useT();
  useTitle(t('account.title.login'));
  const { signIn, signInWithGoogle } = useAuth();
  const MSG = useMessages();
  const { loginSchema } = useSchemas();
  const texts = { msg: MSG, t };
  const navigate = useNavigate();
  const signingIn = useSignedInRedirect();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const target = returnPath(location.state);

  const onSubmit = async (values: LoginValues) => {
    try {
      await signingIn(() => signIn(values.email.trim(), values.password));
      toast.success(MSG.loginSuccess);
      navigate(target, { replace: true });
    } catch (error) {
      toast.error(authErrorMessage(error, MSG.loginFailed, texts));
    }
  };

  const onGoogle = async () => {
    setGoogleBusy(true);
    try {
      await signingIn(() => signInWithGoogle());
      toast.success(MSG.googleSuccess);
      navigate(target, { replace: true });
    } catch (error) {
      toast.error(authErrorMessage(error, MSG.googleLoginFailed, texts));
    } finally {
      setGoogleBusy(false);
    }
  };

  return (
    <AuthShell
      title={t('account.login.title')}
      subtitle={t('account.login.subtitle')}
      asideTitle={t('account.login.asideTitle')}
      asidePoints={[
        t('account.login.point1'),
        t('account.login.point2'),
        t('account.login.point3'),
      ]}
    >
      <Formik initialValues={INITIAL} validationSchema={loginSchema} validateOnBlur validateOnChange={false} onSubmit={onSubmit}>
        {({ isSubmitting, values }) => (
          <Form ref={formRef} noValidate className="stack-y-5">
            <FocusFirstError formRef={formRef} />
            <TextField name="email" label={t('account.field.email')} type="email" autoComplete="email" placeholder={t('account.field.emailPlaceholder')} />
            <div>
              <PasswordField name="password" label={t('account.field.password')} autoComplete="current-password" placeholder={t('account.login.passwordPlaceholder')} />
              <div className="mt-2 text-right text-sm">
                <Link to={paths.forgotPassword} state={{ email: values.email }} className={linkClass}>
                  {t('account.login.forgot')}
                </Link>
              </div>
            </div>
            <button type="submit" disabled={isSubmitting || googleBusy} className={`${buttonPrimary} w-full py-3`}>
              {isSubmitting ? t('account.login.submitting') : t('account.login.submit')}
            </button>
            <OrDivider />
            <GoogleButton label={t('account.login.google')} busy={googleBusy} disabled={isSubmitting} onClick={() => void onGoogle()} />
            <p className="text-center text-sm text-stone-600 dark:text-stone-300">
              {t('account.login.newHere')}{' '}
              <Link to={paths.register} state={location.state} className={linkClass}>
                {t('account.login.signUp')}
              </Link>
            </p>
          </Form>
        )}
      </Formik>
    </AuthShell>
  );
}
