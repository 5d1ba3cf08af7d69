import { Formik, Form, Field, type FieldProps } from 'formik';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import type { ContactValues } from '@domain/schemas';
import { buttonPrimary, card, container, inputClass, labelClass, mutedText } from '../../components/ui';
import { FieldError } from '../../components/field-error';
import { CONTACT_SEND_DELAY_MS } from '../../config/ui';
import type { MessageKey } from '../../i18n/areas';
import { useT } from '../../i18n/i18n-context';
import { useSchemas } from '../../i18n/schemas';
import { useMessages } from '../../i18n/use-messages';
import { useTitle } from '../../lib/use-title';
import { PageHero } from './page-hero';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export default function ContactPage() {
  const { t } = useT();
  const msg = useMessages();
  const { contactSchema } = useSchemas();
  useTitle(t('pages.contact.title'));
  const [params] = useSearchParams();
  const role = params.get('apply');
  const initialValues: ContactValues = {
    name: '',
    email: '',
    message: role ? t('pages.contact.applyMessage', { role }) : '',
  };

  return (
    <>
      <PageHero eyebrow={t('pages.contact.eyebrow')} title={t('pages.contact.heading')}>
        <p>{t('pages.contact.lead')}</p>
      </PageHero>

      <section className="py-14 sm:py-20">
        <div className={`${container} grid gap-8 lg:grid-cols-5`}>
          <div className={`${card} p-6 sm:p-8 lg:col-span-3`}>
            <h2 className="text-xl font-bold text-stone-900 dark:text-white">{t('pages.contact.formHeading')}</h2>
            <Formik<ContactValues>
              initialValues={initialValues}
              validationSchema={contactSchema}
              validateOnBlur
              validateOnChange={false}
              onSubmit={async (_values, { resetForm }) => {
                // Spec: the message is never sent anywhere; the pause stands in for a network call.
                await wait(CONTACT_SEND_DELAY_MS);
                toast.success(msg.contactSuccess);
                resetForm({ values: { name: '', email: '', message: '' } });
              }}
            >
              {({ isSubmitting }) => (
                <Form noValidate className="mt-6 stack-y-5">
                  <div className="grid gap-5 sm:grid-cols-2">
                    <TextField name="name" label="pages.contact.name" autoComplete="name" />
                    <TextField name="email" label="pages.contact.email" type="email" autoComplete="email" />
                  </div>
                  <TextField name="message" label="pages.contact.message" multiline />
                  <button type="submit" className={`${buttonPrimary} w-full sm:w-auto`} disabled={isSubmitting}>
                    {isSubmitting ? (
                      <>
                        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 animate-spin" fill="none">
                          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" className="opacity-25" />
                          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
                        </svg>
                        {t('pages.contact.sending')}
                      </>
                    ) : (
                      t('pages.contact.send')
                    )}
                  </button>
                </Form>
              )}
            </Formik>
          </div>

          <ul className="stack-y-4 lg:col-span-2">
            <InfoCard title="pages.contact.visit" icon={<path d="M15 10.5a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z M19.5 10.5c0 7.14-7.5 11.25-7.5 11.25S4.5 17.64 4.5 10.5a7.5 7.5 0 1 1 15 0Z" />}>
              {t('pages.contact.address1')}
              <br />
              {t('pages.contact.address2')}
            </InfoCard>
            <InfoCard title="pages.contact.call" icon={<path d="M2.25 6.75c0 8.28 6.72 15 15 15h2.25a2.25 2.25 0 0 0 2.25-2.25v-1.37c0-.52-.35-.97-.85-1.09l-4.42-1.1c-.44-.11-.9.05-1.17.41l-.97 1.29a1.13 1.13 0 0 1-1.21.38 12.04 12.04 0 0 1-7.14-7.14 1.13 1.13 0 0 1 .38-1.21l1.29-.97c.37-.27.52-.73.42-1.17l-1.1-4.42a1.13 1.13 0 0 0-1.1-.85H4.5A2.25 2.25 0 0 0 2.25 4.5v2.25Z" />}>
              <a href="tel:+8801700000000" className="font-semibold text-brand-700 hover:underline dark:text-brand-200">
                +880 1700-000000
              </a>
              <br />
              <a href="mailto:hello@foodstore.example" className="font-semibold text-brand-700 hover:underline dark:text-brand-200">
                hello@foodstore.example
              </a>
            </InfoCard>
            <InfoCard title="pages.contact.hours" icon={<path d="M12 6v6h4.5m4.5 0a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />}>
              {t('pages.contact.hours1')}
              <br />
              {t('pages.contact.hours2')}
            </InfoCard>
          </ul>
        </div>
      </section>
    </>
  );
}

interface TextFieldProps {
  name: keyof ContactValues;
  label: MessageKey;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}

function TextField({ name, label, type = 'text', autoComplete, multiline = false }: TextFieldProps) {
  const id = useId();
  const { t } = useT();
  const errorId = `${id}-error`;
  return (
    <Field name={name}>
      {({ field, meta }: FieldProps<string, ContactValues>) => {
        const invalid = Boolean(meta.touched && meta.error);
        const shared = {
          ...field,
          id,
          'aria-invalid': invalid,
          'aria-describedby': invalid ? errorId : undefined,
          className: `${inputClass} ${invalid ? 'border-red-600 dark:border-red-400' : ''}`,
        };
        return (
          <div>
            <label htmlFor={id} className={labelClass}>
              {t(label)}
            </label>
            {multiline ? <textarea {...shared} rows={6} /> : <input {...shared} type={type} autoComplete={autoComplete} />}
            <FieldError id={errorId} message={invalid && meta.error} />
          </div>
        );
      }}
    </Field>
  );
}

function InfoCard({ title, icon, children }: { title: MessageKey; icon: ReactNode; children: ReactNode }) {
  const { t } = useT();
  return (
    <li className={`${card} flex gap-4 p-6`}>
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-800/30 dark:text-brand-200">
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" className="size-6">
          {icon}
        </svg>
      </span>
      <div>
        <h2 className="font-bold text-stone-900 dark:text-white">{t(title)}</h2>
        <p className={`mt-1 text-sm leading-relaxed ${mutedText}`}>{children}</p>
      </div>
    </li>
  );
}
