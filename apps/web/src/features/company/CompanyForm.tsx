import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '../../shared/form/resolver.ts';
import {
  companySchema,
  companySellerTypes,
  defaultWorkSchedule,
  messages,
  orderProcessingTypes,
  settingsLabels,
  weekDays,
  type CompanyBody,
  type CompanyDetail,
  type CompanyInput,
} from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';
import { toast } from '../../shared/ui/toast-store.ts';
import { Field } from '../../shared/form/Field.tsx';
import { CheckField, RadioGroup, showFormError } from '../../shared/form/form-kit.tsx';
import formStyles from '../../shared/form/form-kit.module.css';
import { saveCompany, useCompanyMutation, useMyCompany } from './api.ts';
import { WorkScheduleEditor } from './WorkScheduleEditor.tsx';

/** Every field a 422 reply may name, in the order they are shown. */
const companyFields: readonly FieldPath<CompanyBody>[] = [
  'seller_type',
  'name',
  'inn',
  'full_name',
  'ogrn',
  'kpp',
  'legal_address',
  'bik',
  'bank_name',
  'bank_account',
  'correspondent_account',
  'order_processing_type',
  'auto_percentage',
  'online_payment_available',
  'address',
  'phone',
  'work_schedule',
  ...weekDays.map((day) => `work_schedule.${day}` as const),
];

const toFormValues = (company: CompanyDetail | null): CompanyBody => ({
  // Spec §9: an online seller with manual order processing until chosen otherwise.
  seller_type: company?.seller_type ?? 'online',
  name: company?.name ?? '',
  inn: company?.inn ?? '',
  full_name: company?.full_name ?? '',
  ogrn: company?.ogrn ?? '',
  kpp: company?.kpp ?? '',
  legal_address: company?.legal_address ?? '',
  bik: company?.bik ?? '',
  bank_name: company?.bank_name ?? '',
  bank_account: company?.bank_account ?? '',
  correspondent_account: company?.correspondent_account ?? '',
  order_processing_type: company?.order_processing_type ?? 'manual',
  auto_percentage: company?.auto_percentage ?? 0,
  online_payment_available: company?.online_payment_available ?? false,
  address: company?.address ?? '',
  phone: company?.phone ?? '',
  work_schedule: { ...defaultWorkSchedule, ...company?.work_schedule },
});

/** Digits-only requisites: a numeric keyboard on phones, no autofill guesses. */
const digits = { inputMode: 'numeric', autoComplete: 'off' } as const;

/** Spec §2 settings, seller data: the company of spec §3, saved with `POST /api/user/company`. */
export function CompanyForm() {
  const company = useMyCompany();
  if (company.isPending) return <Skeleton height={480} />;
  // A company that could not be loaded is filled in from scratch; saving tells whether it worked.
  return <CompanyFields company={company.data ?? null} />;
}

function CompanyFields({ company }: { company: CompanyDetail | null }) {
  const save = useCompanyMutation(saveCompany);
  const {
    register: field,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CompanyBody, unknown, CompanyInput>({
    resolver: zodResolver(companySchema),
    defaultValues: toFormValues(company),
  });
  const offline = useWatch({ control, name: 'seller_type' }) === 'offline';
  const automatic = useWatch({ control, name: 'order_processing_type' }) === 'automatic';

  const submit = async (body: CompanyInput) => {
    try {
      await save.mutateAsync(body);
      toast.success(messages.companySaved);
    } catch (error) {
      showFormError(error, messages.companySaveError, companyFields, setError, setFocus);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <p className={formStyles.hint}>{settingsLabels.companyHint}</p>
      <RadioGroup
        legend={settingsLabels.sellerType}
        options={companySellerTypes}
        labels={settingsLabels.sellerTypes}
        error={errors.seller_type?.message}
        input={field('seller_type')}
      />
      <Field label={settingsLabels.shopName} error={errors.name?.message} {...field('name')} />
      <div className={formStyles.grid}>
        <Field label={settingsLabels.inn} {...digits} error={errors.inn?.message} {...field('inn')} />
        <Field
          label={settingsLabels.fullName}
          autoComplete="organization"
          error={errors.full_name?.message}
          {...field('full_name')}
        />
        <Field label={settingsLabels.ogrn} {...digits} error={errors.ogrn?.message} {...field('ogrn')} />
        <Field label={settingsLabels.kpp} {...digits} error={errors.kpp?.message} {...field('kpp')} />
      </div>
      <Field
        label={settingsLabels.legalAddress}
        error={errors.legal_address?.message}
        {...field('legal_address')}
      />
      <div className={formStyles.grid}>
        <Field label={settingsLabels.bik} {...digits} error={errors.bik?.message} {...field('bik')} />
        <Field label={settingsLabels.bankName} error={errors.bank_name?.message} {...field('bank_name')} />
        <Field
          label={settingsLabels.bankAccount}
          {...digits}
          error={errors.bank_account?.message}
          {...field('bank_account')}
        />
        <Field
          label={settingsLabels.correspondentAccount}
          {...digits}
          error={errors.correspondent_account?.message}
          {...field('correspondent_account')}
        />
      </div>
      <RadioGroup
        legend={settingsLabels.orderProcessingType}
        options={orderProcessingTypes}
        labels={settingsLabels.orderProcessingTypes}
        error={errors.order_processing_type?.message}
        input={field('order_processing_type')}
      />
      {automatic && (
        <Field
          label={settingsLabels.autoPercentage}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          error={errors.auto_percentage?.message}
          {...field('auto_percentage')}
        />
      )}
      <CheckField label={settingsLabels.onlinePayment} {...field('online_payment_available')} />
      {offline && (
        <section className={formStyles.form} aria-label={settingsLabels.pointSection}>
          <h3 className={formStyles.subtitle}>{settingsLabels.pointSection}</h3>
          <Field
            label={settingsLabels.pointAddress}
            autoComplete="street-address"
            error={errors.address?.message}
            {...field('address')}
          />
          <Field
            label={settingsLabels.pointPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...field('phone')}
          />
          <Controller
            control={control}
            name="work_schedule"
            render={({ field: schedule }) => (
              <WorkScheduleEditor
                value={{ ...defaultWorkSchedule, ...schedule.value }}
                onChange={schedule.onChange}
                inputRef={schedule.ref}
                error={errors.work_schedule?.message}
                dayErrors={Object.fromEntries(
                  weekDays.map((day) => [day, errors.work_schedule?.[day]?.message]),
                )}
              />
            )}
          />
        </section>
      )}
      <div className={formStyles.actions}>
        <Button type="submit" size="l" disabled={isSubmitting}>
          {isSubmitting ? settingsLabels.saving : settingsLabels.save}
        </Button>
      </div>
    </form>
  );
}
