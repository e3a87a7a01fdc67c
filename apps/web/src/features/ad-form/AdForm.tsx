import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  adFormLabels,
  adLimits,
  adStatusLabels,
  adStatusValues,
  messages,
  myAdsStates,
  type AdFields,
  type AdImage,
  type AdSavedReply,
  type Draft,
  type OwnAdDetail,
} from '@mp/contract';
import { ApiError, errorMessage } from '../../shared/api/http.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { toast } from '../../shared/ui/toast-store.ts';
import { useCategories } from '../catalog/index.ts';
import { useCities, useCityStore } from '../city/index.ts';
import { useSubcategoryFilters } from '../products/index.ts';
import { RadioGroup } from '../../shared/form/form-kit.tsx';
import { adFormKeys, publishDraft, updateAd, type ImageOwner } from './api.ts';
import { AddressField } from './AddressField.tsx';
import { FiltersFields } from './FiltersFields.tsx';
import {
  adFormResolver,
  emptyValues,
  formFieldOf,
  fromDraft,
  fromProduct,
  isMeaningful,
  toDraftFields,
  type AdFormValues,
  type ResolverContext,
} from './form-values.ts';
import { ImagesField } from './ImagesField.tsx';
import { useDraftAutosave } from './useDraftAutosave.ts';
import styles from './AdForm.module.css';

export type AdFormProps =
  /** `/ad/create` (no draft yet) and `/ad/draft/:id`. */
  | { kind: 'draft'; draft?: Draft }
  /** `/ad/edit/:id`: the seller's own ad, in any state. */
  | { kind: 'edit'; product: OwnAdDetail };

/** The form's own fields in screen order: server messages land here, the first of them focused. */
const formFields = [
  'category_id',
  'subcategory_id',
  'name',
  'description',
  'price',
  'quantity',
  'condition',
  'city_id',
  'address',
] as const;

const myAdsPath = (reply: AdSavedReply) =>
  reply.data.status !== 'active' && (myAdsStates as readonly string[]).includes(reply.data.status)
    ? `/profile/ads?status=${reply.data.status}`
    : '/profile/ads';

/** One form for creating, continuing a draft and editing an ad (issue 4), checked with `adFieldsSchema`. */
export function AdForm(props: AdFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useCategories();
  const cities = useCities();
  const chosenCity = useCityStore((state) => state.city);
  const [defaults] = useState<AdFormValues>(() =>
    props.kind === 'edit'
      ? fromProduct(props.product)
      : props.draft
        ? fromDraft(props.draft.fields, chosenCity?.id)
        : emptyValues(chosenCity?.id),
  );
  const [images, setImages] = useState<AdImage[]>(() =>
    props.kind === 'edit' ? props.product.images : (props.draft?.images ?? []),
  );
  const [imagesError, setImagesError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const imagesButton = useRef<HTMLButtonElement | null>(null);

  // The resolver needs the loaded filters and cities; it reads the latest ones when it runs.
  const resolverContext = useRef<ResolverContext>({ filters: [], cities: [] });
  const resolver = useCallback<Resolver<AdFormValues, unknown, AdFields>>(
    (formValues, _context, options) => adFormResolver(formValues, resolverContext.current, options),
    [],
  );
  const form = useForm<AdFormValues, unknown, AdFields>({ resolver, defaultValues: defaults });
  const { register, control, setValue, setError, setFocus, handleSubmit } = form;
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control }) as AdFormValues;
  const categoryId = Number(values.category_id) || undefined;
  const subcategoryId = Number(values.subcategory_id) || undefined;
  const filters = useSubcategoryFilters(subcategoryId);
  const filterList = useMemo(() => (subcategoryId ? filters.data : []), [subcategoryId, filters.data]);
  useEffect(() => {
    resolverContext.current = { filters: filterList ?? [], cities: cities.data ?? [] };
  }, [filterList, cities.data]);

  const onCreated = useCallback(
    (draft: Draft) => {
      queryClient.setQueryData(adFormKeys.draft(draft.id), draft);
      void navigate(`/ad/draft/${draft.id}`, { replace: true });
    },
    [navigate, queryClient],
  );
  const onSaved = useCallback(
    (draft: Draft) => queryClient.setQueryData(adFormKeys.draft(draft.id), draft),
    [queryClient],
  );
  const autosave = useDraftAutosave({
    enabled: props.kind === 'draft',
    draftId: props.kind === 'draft' ? props.draft?.id : undefined,
    fields: toDraftFields(values, filterList),
    meaningful: isMeaningful(values),
    onCreated,
    onSaved,
  });

  const editedId = props.kind === 'edit' ? props.product.id : undefined;
  const { ensureDraft } = autosave;
  const imageOwner = useCallback(async (): Promise<ImageOwner> => {
    if (editedId !== undefined) return { kind: 'products', id: editedId };
    return { kind: 'drafts', id: await ensureDraft() };
  }, [editedId, ensureDraft]);

  const checkImages = () => {
    const problem = images.length === 0 ? messages.adImagesRequired : undefined;
    setImagesError(problem);
    return problem === undefined;
  };

  /** 422 messages under their fields (filters and photos included), anything else as a notice. */
  const showFailure = (error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.errors) {
      const shown: string[] = [];
      const filterNames = new Set((filterList ?? []).map((filter) => filter.name));
      for (const [key, list] of Object.entries(error.errors)) {
        const message = list[0];
        if (!message) continue;
        const field = formFieldOf(key);
        if (field === 'images' || field.startsWith('images.')) {
          setImagesError(message);
          shown.push('images');
        } else if (field.startsWith('filters.') && filterNames.has(field.slice('filters.'.length))) {
          setError(field as FieldPath<AdFormValues>, { type: 'server', message });
          shown.push(field);
        } else if ((formFields as readonly string[]).includes(field)) {
          setError(field as FieldPath<AdFormValues>, { type: 'server', message });
          shown.push(field);
        }
      }
      if (shown.length > 0) {
        const first = formFields.find((field) => shown.includes(field)) ?? shown[0];
        if (first === 'images') imagesButton.current?.focus();
        else if (first) setFocus(first as FieldPath<AdFormValues>);
        return;
      }
    }
    toast.error(errorMessage(error, fallback));
  };

  const submit = async (fields: AdFields) => {
    if (!checkImages()) {
      imagesButton.current?.focus();
      return;
    }
    try {
      let reply: AdSavedReply;
      if (props.kind === 'edit') {
        reply = await updateAd(props.product.id, fields);
        void queryClient.invalidateQueries({ queryKey: queryKeys.product(props.product.id) });
      } else {
        const draftId = await autosave.flush(fields);
        reply = await publishDraft(draftId);
        queryClient.removeQueries({ queryKey: adFormKeys.draft(draftId) });
      }
      void queryClient.invalidateQueries({ queryKey: ['my-ads'] });
      void queryClient.invalidateQueries({ queryKey: adFormKeys.drafts });
      toast.success(reply.message);
      void navigate(myAdsPath(reply));
    } catch (error) {
      showFailure(error, props.kind === 'edit' ? adFormLabels.saveError : adFormLabels.publishError);
    }
  };

  const category = categories.data?.find((item) => item.id === categoryId);
  const descriptionCounterId = `${id}-counter`;
  const fieldError = (name: (typeof formFields)[number]) => errors[name]?.message;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(submit, () => checkImages())(event)}
    >
      <section className={styles.section}>
        <div className={styles.grid}>
          <SelectField label={adFormLabels.category} error={fieldError('category_id')}>
            {(fieldProps) => (
              <select
                {...fieldProps}
                {...register('category_id', {
                  onChange: () => setValue('subcategory_id', ''),
                })}
              >
                <option value="">{adFormLabels.chooseCategory}</option>
                {categories.data?.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            )}
          </SelectField>
          <SelectField label={adFormLabels.subcategory} error={fieldError('subcategory_id')}>
            {(fieldProps) => (
              <select {...fieldProps} disabled={!category} {...register('subcategory_id')}>
                <option value="">{adFormLabels.chooseSubcategory}</option>
                {category?.subcategories.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            )}
          </SelectField>
        </div>
        <TextField label={adFormLabels.name} error={fieldError('name')}>
          {(fieldProps) => (
            <input
              {...fieldProps}
              maxLength={adLimits.nameMax}
              placeholder={adFormLabels.namePlaceholder}
              {...register('name')}
            />
          )}
        </TextField>
      </section>

      <section className={styles.section}>
        <ImagesField
          images={images}
          onChange={setImages}
          owner={imageOwner}
          error={imagesError}
          onError={setImagesError}
          onBusyChange={setUploading}
          buttonRef={(element) => {
            imagesButton.current = element;
          }}
        />
      </section>

      <section className={styles.section}>
        <TextField
          label={adFormLabels.description}
          error={fieldError('description')}
          describedBy={descriptionCounterId}
        >
          {(fieldProps) => (
            <textarea
              {...fieldProps}
              className={`${fieldProps.className} ${styles.textarea}`}
              rows={6}
              maxLength={adLimits.descriptionMax}
              placeholder={adFormLabels.descriptionPlaceholder}
              {...register('description')}
            />
          )}
        </TextField>
        <p id={descriptionCounterId} className={styles.counter}>
          {adFormLabels.characterCount(values.description.length, adLimits.descriptionMax)}
        </p>
        <FiltersFields filters={filterList ?? []} register={register} errors={errors.filters} />
      </section>

      <section className={styles.section}>
        <RadioGroup
          legend={adFormLabels.condition}
          options={adStatusValues}
          labels={adStatusLabels}
          error={fieldError('condition')}
          input={register('condition')}
        />
        <div className={styles.grid}>
          <TextField label={adFormLabels.price} error={fieldError('price')}>
            {(fieldProps) => (
              <input {...fieldProps} inputMode="decimal" autoComplete="off" {...register('price')} />
            )}
          </TextField>
          <TextField label={adFormLabels.quantity} error={fieldError('quantity')}>
            {(fieldProps) => (
              <input {...fieldProps} inputMode="numeric" autoComplete="off" {...register('quantity')} />
            )}
          </TextField>
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.subtitle}>{adFormLabels.location}</h2>
        <SelectField label={adFormLabels.city} error={fieldError('city_id')}>
          {(fieldProps) => (
            <select
              {...fieldProps}
              {...register('city_id', {
                onChange: () => {
                  setValue('latitude', null);
                  setValue('longitude', null);
                },
              })}
            >
              <option value="">{adFormLabels.city}</option>
              {cities.data?.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
          )}
        </SelectField>
        <Controller
          control={control}
          name="address"
          render={({ field }) => (
            <AddressField
              value={field.value}
              inputRef={field.ref}
              cityId={Number(values.city_id) || undefined}
              located={values.latitude !== null}
              error={fieldError('address')}
              onBlur={field.onBlur}
              onType={(text) => {
                field.onChange(text);
                setValue('latitude', null);
                setValue('longitude', null);
              }}
              onChoose={(suggestion) => {
                field.onChange(suggestion.value);
                const latitude = Number(suggestion.data.geo_lat);
                const longitude = Number(suggestion.data.geo_lon);
                const located = suggestion.data.geo_lat !== null && suggestion.data.geo_lon !== null;
                setValue('latitude', located && Number.isFinite(latitude) ? latitude : null);
                setValue('longitude', located && Number.isFinite(longitude) ? longitude : null);
              }}
            />
          )}
        />
      </section>

      <div className={styles.actions}>
        <Button type="submit" size="l" disabled={isSubmitting || uploading}>
          {props.kind === 'edit'
            ? isSubmitting
              ? adFormLabels.saving
              : adFormLabels.save
            : isSubmitting
              ? adFormLabels.publishing
              : adFormLabels.publish}
        </Button>
        {props.kind === 'draft' && (
          <p className={styles.status} role="status" aria-live="polite">
            {autosave.status === 'saving' && adFormLabels.draftSaving}
            {autosave.status === 'saved' && messages.draftSaved}
            {autosave.status === 'error' && adFormLabels.draftSaveFailed}
          </p>
        )}
      </div>
    </form>
  );
}

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  label: string;
  error: string | undefined;
  describedBy?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its message announced and tied to it. */
function TextField({ label, error, describedBy, children }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.input ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [describedBy, error && errorId].filter(Boolean).join(' ') || undefined,
      })}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const SelectField = TextField;
