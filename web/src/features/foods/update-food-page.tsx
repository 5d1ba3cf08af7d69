import { useCallback, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useParams } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { FocusFirstError, focusField } from '../../components/focus-first-error';
import type { Food } from '@domain/types';
import { EmptyState } from '../../components/empty-state';
import { LoadingRegion, RowSkeleton } from '../../components/skeletons';
import { buttonPrimary, buttonSecondary, card, container } from '../../components/ui';
import { Link, useMessages, useNavigate, useT } from '../../i18n';
import { useSchemas } from '../../i18n/schemas';
import { useAuth } from '../../lib/auth-context';
import { useFood } from '../../lib/foods-query';
import { apiErrorMessage, apiErrorText } from '../../lib/api-error-text';
import { ApiError } from '../../lib/http';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { FoodFields, showServerFieldErrors, toFoodFormValues, toFoodInput, type FoodFormValues } from './food-form-fields';
import { useReloadFood, useUpdateFood } from './foods-api';

export default function UpdateFoodPage() {
  const { t } = useT();
  useTitle(t('seller.title.update'));
  const { id = '' } = useParams();
  const query = useFood(id);
  const MSG = useMessages();
  // Who is looking decides the form's notice and its Save button: it is shown once both the food and the session are
  // known, so the notice never pushes a form already on screen down.
  const { loading: authLoading } = useAuth();

  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50 py-12 sm:py-16 dark:from-stone-900 dark:via-stone-950 dark:to-stone-900">
        <div className={`${container} text-center`}>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-200">{t('seller.update.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl dark:text-white">{t('seller.update.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-600 dark:text-stone-300">
            {t('seller.update.lead')}
          </p>
        </div>
      </section>
      <section className={`${container} py-10 sm:py-14`}>
        {query.isPending || (authLoading && !query.isError) ? (
          <LoadingRegion label={t('seller.update.loading')} className="mx-auto max-w-3xl stack-y-4">
            <RowSkeleton />
            <RowSkeleton />
          </LoadingRegion>
        ) : query.isError ? (
          <EmptyState
            icon="alert"
            title={MSG.editLoadFailed}
            message={query.error instanceof ApiError && query.error.status === 404 ? MSG.foodNotFound : t('seller.update.tryAgain')}
            action={
              <Link to={paths.myFoods} className={buttonPrimary}>
                {t('seller.update.backToMyFoods')}
              </Link>
            }
          />
        ) : (
          <UpdateFoodForm key={query.data._id} food={query.data} />
        )}
      </section>
    </>
  );
}

function UpdateFoodForm({ food }: { food: Food }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { t } = useT();
  const MSG = useMessages();
  const { foodSchema } = useSchemas();
  const updateFood = useUpdateFood(food._id);
  const reloadFood = useReloadFood(food._id);
  // The stock the form was loaded with: the API refuses the save (409) if a purchase or cancel moved it meanwhile.
  const [baseQuantity, setBaseQuantity] = useState(food.quantity);
  const [staleNotice, setStaleNotice] = useState<string | null>(null);
  // The food is saved with the photo's url, so the form waits for an upload under way.
  const [photoBusy, setPhotoBusy] = useState(false);
  const [initialValues] = useState(() => toFoodFormValues(food));
  const formRef = useRef<HTMLFormElement>(null);
  const isOwner = !!user && user.uid === food.buyer?.uid;
  const notice = !user ? t('seller.update.loginToSave') : !isOwner ? t('seller.update.ownerOnly') : null;

  // The stock moved since the form was loaded (a buyer ordered): the form shows the stored values again, as the
  // server's message says, and focus goes to that message at the top of the form, so the cook sees it on a phone too.
  const onStale = async (message: string, helpers: FormikHelpers<FoodFormValues>) => {
    setStaleNotice(message);
    try {
      const current = await reloadFood();
      helpers.resetForm({ values: toFoodFormValues(current) });
      setBaseQuantity(current.quantity);
    } catch {
      toast.error(MSG.editLoadFailed);
    }
  };
  // The message takes focus when it appears (a submit clears it first, so each stale save shows it afresh).
  const focusNotice = useCallback((notice: HTMLElement | null) => {
    if (notice) focusField(notice);
  }, []);


  return (
    <Formik<FoodFormValues>
      initialValues={initialValues}
      validationSchema={foodSchema}
      validateOnBlur
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        setStaleNotice(null);
        try {
          await updateFood.mutateAsync({ ...toFoodInput(values), baseQuantity });
          toast.success(MSG.updateSuccess);
          navigate(paths.myFoods);
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            await onStale(apiErrorText(error, MSG), helpers);
            return;
          }
          showServerFieldErrors(error, values, helpers, MSG);
          toast.error(apiErrorMessage(error, MSG.updateFailed, MSG));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form ref={formRef} noValidate aria-labelledby="update-food-heading" className={`${card} mx-auto max-w-3xl p-6 sm:p-10`}>
          <FocusFirstError formRef={formRef} />
          <h2 id="update-food-heading" className="text-xl font-bold text-stone-900 dark:text-white">
            {t('seller.update.editing', { name: food.foodName })}
          </h2>
          <p className="mt-1 mb-8 text-sm text-stone-600 dark:text-stone-300">{t('seller.form.allRequired')}</p>
          {staleNotice ? (
            <p
              role="alert"
              tabIndex={-1}
              ref={focusNotice}
              className="mb-8 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
            >
              {staleNotice}
            </p>
          ) : null}
          {notice ? (
            <div
              role="note"
              className="mb-8 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
            >
              <p>{notice}</p>
              {!user ? (
                <Link to={paths.login} state={{ from: { pathname: paths.updateFood(food._id) } }} className={buttonSecondary}>
                  {t('seller.update.login')}
                </Link>
              ) : null}
            </div>
          ) : null}
          <FoodFields descriptionLabel={t('seller.form.shortDescription')} onPhotoBusyChange={setPhotoBusy} />
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={paths.myFoods} className={buttonSecondary}>
              {t('seller.update.cancel')}
            </Link>
            <button type="submit" className={`${buttonPrimary} sm:min-w-40`} disabled={isSubmitting || !isOwner || photoBusy}>
              {isSubmitting ? t('seller.update.submitting') : t('seller.update.submit')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
