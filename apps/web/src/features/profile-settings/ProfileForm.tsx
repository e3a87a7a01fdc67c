import { useForm } from 'react-hook-form';
import { zodResolver } from '../../shared/form/resolver.ts';
import {
  genderValues,
  messages,
  profileSchema,
  settingsLabels,
  type OwnProfile,
  type ProfileBody,
  type ProfileInput,
} from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';
import { toast } from '../../shared/ui/toast-store.ts';
import { Field } from '../../shared/form/Field.tsx';
import { useOwnProfile, useUpdateProfile } from './api.ts';
import { CheckField, RadioGroup, showFormError } from '../../shared/form/form-kit.tsx';
import styles from '../../shared/form/form-kit.module.css';

const profileFields = [
  'surname',
  'name',
  'patronymic',
  'birth_date',
  'gender',
  'address',
  'has_car',
  'allow_calls',
] as const satisfies readonly (keyof ProfileBody)[];

const toFormValues = (profile: OwnProfile): ProfileBody => ({
  surname: profile.surname ?? '',
  name: profile.name,
  patronymic: profile.patronymic ?? '',
  birth_date: profile.birth_date ?? '',
  // Spec §9: male unless the user chose otherwise.
  gender: profile.gender ?? 'male',
  address: profile.address ?? '',
  has_car: profile.has_car,
  allow_calls: profile.allow_calls,
});

/** Spec §2 settings, personal data: prefilled from `GET /api/user`, saved with `PUT /api/user`. */
export function ProfileForm() {
  const profile = useOwnProfile();
  if (!profile.data) {
    return profile.isError ? (
      <p className={styles.error} role="alert">
        {messages.profileFetchError}
      </p>
    ) : (
      <Skeleton height={320} />
    );
  }
  return <ProfileFields profile={profile.data} />;
}

function ProfileFields({ profile }: { profile: OwnProfile }) {
  const update = useUpdateProfile();
  const {
    register: field,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProfileBody, unknown, ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: toFormValues(profile),
  });

  const submit = async (body: ProfileInput) => {
    try {
      await update.mutateAsync(body);
      toast.success(messages.profileUpdated);
    } catch (error) {
      showFormError(error, settingsLabels.profileSaveError, profileFields, setError, setFocus);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <div className={styles.grid}>
        <Field
          label={settingsLabels.surname}
          autoComplete="family-name"
          error={errors.surname?.message}
          {...field('surname')}
        />
        <Field
          label={settingsLabels.name}
          autoComplete="given-name"
          error={errors.name?.message}
          {...field('name')}
        />
        <Field
          label={settingsLabels.patronymic}
          autoComplete="additional-name"
          error={errors.patronymic?.message}
          {...field('patronymic')}
        />
        <Field
          label={settingsLabels.birthDate}
          type="date"
          autoComplete="bday"
          error={errors.birth_date?.message}
          {...field('birth_date')}
        />
      </div>
      <RadioGroup
        legend={settingsLabels.gender}
        options={genderValues}
        labels={settingsLabels.genders}
        error={errors.gender?.message}
        input={field('gender')}
      />
      <Field
        label={settingsLabels.address}
        autoComplete="street-address"
        error={errors.address?.message}
        {...field('address')}
      />
      <CheckField label={settingsLabels.hasCar} {...field('has_car')} />
      <CheckField
        label={settingsLabels.allowCalls}
        hint={settingsLabels.allowCallsHint}
        {...field('allow_calls')}
      />
      <div className={styles.actions}>
        <Button type="submit" size="l" disabled={isSubmitting}>
          {isSubmitting ? settingsLabels.saving : settingsLabels.save}
        </Button>
      </div>
    </form>
  );
}
