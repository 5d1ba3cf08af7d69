import { PASSWORD_MIN_LENGTH } from '@domain/limits';
import type { RegisterValues } from '@domain/schemas';
import { Form, Formik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { buttonPrimary } from '../../components/ui';
import { Link, useMessages, useNavigate, useT } from '../../i18n';
import { useSchemas } from '../../i18n/schemas';
import { RegisterPhotoError, useAuth } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { authErrorMessage, registerErrorMessage } from './auth-errors';
import { AuthShell } from './auth-shell';
import { FocusFirstError, PasswordField, TextField } from './form-fields';
import { ProfilePhotoField } from './profile-photo-field';
import { GoogleButton, OrDivider } from './google-button';
import { returnPath } from './return-path';
import { useSignedInRedirect } from './use-signed-in-redirect';

const INITIAL: RegisterValues = { name: '', photo: '', email: '', password: '' };
const linkClass =
  'font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-500 dark:hover:text-brand-200';

export default function RegisterPage() {
  const { t } = useT();
  useTitle(t('account.title.register'));
  const { register, signInWithGoogle } = useAuth();
  const MSG = useMessages();
  const { registerSchema } = useSchemas();
  const texts = { msg: MSG, t };
  // With a photo taken or chosen, the URL is not asked for: the spec's "A photo URL is required." is for neither.
  const withPhotoFile = useMemo(() => registerSchema.omit(['photo']), [registerSchema]);
  const navigate = useNavigate();
  const signingIn = useSignedInRedirect();
  const location = useLocation();
  // A guard's return path travels from Login's "Sign up" link: a new account goes on to where it was going.
  const target = returnPath(location.state);
  const formRef = useRef<HTMLFormElement>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [photoFile, setPhotoFile] = useState<File | null>(null);

  const onSubmit = async (values: RegisterValues) => {
    try {
      const profile = { name: values.name.trim(), photo: values.photo.trim(), email: values.email.trim(), password: values.password };
      await signingIn(() => (photoFile ? register(profile, photoFile) : register(profile)));
      toast.success(MSG.registerSuccess);
      navigate(target, { replace: true });
    } catch (error) {
      toast.error(error instanceof RegisterPhotoError ? MSG.registerPhotoFailed : registerErrorMessage(error, texts));
    }
  };

  const onGoogle = async () => {
    setGoogleBusy(true);
    try {
      await signingIn(() => signInWithGoogle());
      toast.success(MSG.googleSuccess);
      navigate(target, { replace: true });
    } catch (error) {
      toast.error(authErrorMessage(error, MSG.googleSignUpFailed, texts));
    } finally {
      setGoogleBusy(false);
    }
  };

  return (
    <AuthShell
      title={t('account.register.title')}
      subtitle={t('account.register.subtitle')}
      asideTitle={t('account.register.asideTitle')}
      asidePoints={[
        t('account.register.point1'),
        t('account.register.point2'),
        t('account.register.point3'),
      ]}
    >
      <Formik initialValues={INITIAL} validationSchema={photoFile ? withPhotoFile : registerSchema} validateOnBlur validateOnChange={false} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate className="stack-y-5">
            <FocusFirstError formRef={formRef} />
            <TextField name="name" label={t('account.register.name')} autoComplete="name" placeholder={t('account.register.namePlaceholder')} />
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">{t('account.register.photoLegend')}</legend>
              <div className="stack-y-3">
                <ProfilePhotoField file={photoFile} onChange={setPhotoFile} />
                {photoFile ? null : (
                  <TextField name="photo" label={t('account.register.photoUrl')} type="url" autoComplete="photo" placeholder={t('account.register.photoUrlPlaceholder')} />
                )}
              </div>
            </fieldset>
            <TextField name="email" label={t('account.field.emailAddress')} type="email" autoComplete="email" placeholder={t('account.field.emailPlaceholder')} />
            <PasswordField
              name="password"
              label={t('account.field.password')}
              autoComplete="new-password"
              placeholder={t('account.register.passwordPlaceholder')}
              hint={t('account.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            />
            <button type="submit" disabled={isSubmitting || googleBusy} className={`${buttonPrimary} w-full py-3`}>
              {isSubmitting ? t('account.register.submitting') : t('account.register.submit')}
            </button>
            <OrDivider />
            <GoogleButton label={t('account.register.google')} busy={googleBusy} disabled={isSubmitting} onClick={() => void onGoogle()} />
            <p className="text-center text-sm text-stone-600 dark:text-stone-300">
              {t('account.register.haveAccount')}{' '}
              <Link to={paths.login} state={location.state} className={linkClass}>
                {t('account.register.logIn')}
              </Link>
            </p>
          </Form>
        )}
      </Formik>
    </AuthShell>
  );
}
