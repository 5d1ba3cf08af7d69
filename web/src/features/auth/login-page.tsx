import { MSG } from '@domain/messages';
import { loginSchema, type LoginValues } from '@domain/schemas';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { buttonPrimary } from '../../components/ui';
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
  useTitle('Food Store | Login');
  const { signIn, signInWithGoogle } = useAuth();
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
      toast.error(authErrorMessage(error, MSG.loginFailed));
    }
  };

  const onGoogle = async () => {
    setGoogleBusy(true);
    try {
      await signingIn(() => signInWithGoogle());
      toast.success(MSG.googleSuccess);
      navigate(target, { replace: true });
    } catch (error) {
      toast.error(authErrorMessage(error, MSG.googleLoginFailed));
    } finally {
      setGoogleBusy(false);
    }
  };

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Sign in to order your favourites and manage the dishes you share."
      asideTitle="Good food is one sign-in away."
      asidePoints={[
        'Fresh dishes from our Dhaka kitchen and local home cooks',
        'Delivery every day from 9:00 AM to 10:00 PM',
        'Share your own recipes and track every order',
      ]}
    >
      <Formik initialValues={INITIAL} validationSchema={loginSchema} validateOnBlur validateOnChange={false} onSubmit={onSubmit}>
        {({ isSubmitting, values }) => (
          <Form ref={formRef} noValidate className="space-y-5">
            <FocusFirstError formRef={formRef} />
            <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
            <div>
              <PasswordField name="password" label="Password" autoComplete="current-password" placeholder="Your password" />
              <div className="mt-2 text-right text-sm">
                <Link to={paths.forgotPassword} state={{ email: values.email }} className={linkClass}>
                  Forgot Password?
                </Link>
              </div>
            </div>
            <button type="submit" disabled={isSubmitting || googleBusy} className={`${buttonPrimary} w-full py-3`}>
              {isSubmitting ? 'Signing In...' : 'Sign In'}
            </button>
            <OrDivider />
            <GoogleButton label="Continue with Google" busy={googleBusy} disabled={isSubmitting} onClick={() => void onGoogle()} />
            <p className="text-center text-sm text-stone-600 dark:text-stone-300">
              New to Food Store?{' '}
              <Link to={paths.register} state={location.state} className={linkClass}>
                Sign up
              </Link>
            </p>
          </Form>
        )}
      </Formik>
    </AuthShell>
  );
}
