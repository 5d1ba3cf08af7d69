import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { toast } from 'react-toastify/unstyled';
import { FocusFirstError } from '../../components/focus-first-error';
import { buttonPrimary, card, container, inputClass, labelClass } from '../../components/ui';
import { useMessages, useNavigate, useT } from '../../i18n';
import { useSchemas } from '../../i18n/schemas';
import { useAuth } from '../../lib/auth-context';
import { apiErrorMessage } from '../../lib/api-error-text';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { emptyFoodValues, FoodFields, showServerFieldErrors, toFoodInput, type FoodFormValues } from './food-form-fields';
import { useAddFood } from './foods-api';

export default function AddFoodPage() {
  const { t } = useT();
  useTitle(t('seller.title.add'));
  const { user } = useAuth();
  const navigate = useNavigate();
  const MSG = useMessages();
  const { foodSchema } = useSchemas();
  const addFood = useAddFood();
  const formRef = useRef<HTMLFormElement>(null);
  // The food is saved with the photo's url, so the form waits for an upload under way.
  const [photoBusy, setPhotoBusy] = useState(false);

  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50 py-12 sm:py-16 dark:from-stone-900 dark:via-stone-950 dark:to-stone-900">
        <div className={`${container} text-center`}>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-200">{t('seller.add.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl dark:text-white">
            {t('seller.add.title')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-600 dark:text-stone-300">
            {t('seller.add.lead')}
          </p>
        </div>
      </section>

      <section className={`${container} py-10 sm:py-14`}>
        <Formik<FoodFormValues>
          initialValues={emptyFoodValues}
          validationSchema={foodSchema}
          validateOnBlur
          validateOnChange={false}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              await addFood.mutateAsync(toFoodInput(values));
              toast.success(MSG.addFoodSuccess);
              helpers.resetForm();
              navigate(paths.myFoods);
            } catch (error) {
              showServerFieldErrors(error, values, helpers, MSG);
              toast.error(apiErrorMessage(error, MSG.addFoodFailed, MSG));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form ref={formRef} noValidate aria-labelledby="add-food-heading" className={`${card} mx-auto max-w-3xl p-6 sm:p-10`}>
              <FocusFirstError formRef={formRef} />
              <h2 id="add-food-heading" className="text-xl font-bold text-stone-900 dark:text-white">
                {t('seller.form.details')}
              </h2>
              <p className="mt-1 mb-8 text-sm text-stone-600 dark:text-stone-300">{t('seller.form.allRequired')}</p>
              <FoodFields descriptionLabel={t('seller.form.description')} onPhotoBusyChange={setPhotoBusy} />

              <fieldset className="mt-8 rounded-2xl border border-stone-200 p-5 dark:border-stone-800">
                <legend className="px-2 text-sm font-semibold text-stone-700 dark:text-stone-200">{t('seller.add.addedBy')}</legend>
                <div className="grid gap-5 sm:grid-cols-2">
                  <div>
                    <label htmlFor="add-food-user-name" className={labelClass}>
                      {t('seller.add.yourName')}
                    </label>
                    <input id="add-food-user-name" className={inputClass} value={user?.displayName ?? ''} readOnly />
                  </div>
                  <div>
                    <label htmlFor="add-food-user-email" className={labelClass}>
                      {t('seller.add.yourEmail')}
                    </label>
                    <input id="add-food-user-email" type="email" className={inputClass} value={user?.email ?? ''} readOnly />
                  </div>
                </div>
              </fieldset>

              <button type="submit" className={`${buttonPrimary} mt-8 w-full py-3 text-base`} disabled={isSubmitting || photoBusy}>
                {isSubmitting ? t('seller.add.submitting') : t('seller.add.submit')}
              </button>
            </Form>
          )}
        </Formik>
      </section>
    </>
  );
}
