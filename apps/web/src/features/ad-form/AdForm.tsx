import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  adFormLabels,
  adKindOf,
  canTravel,
  messages,
  myAdsStates,
  type AdFields,
  type AdImage,
  type AdSavedReply,
  type Draft,
  type OwnAdDetail,
} from '@mp/contract';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { toast } from '../../shared/ui/toast-store.ts';
import { useCategories } from '../catalog/index.ts';
import { useCities, useCityStore } from '../city/index.ts';
import { useSubcategoryFilters } from '../products/index.ts';
import { askForPush } from '../push/index.ts';
import { adFormKeys, publishDraft, updateAd, type ImageOwner } from './api.ts';
import { CategorySection } from './CategorySection.tsx';
import { DeliverySection } from './DeliverySection.tsx';
import { DescriptionSection } from './DescriptionSection.tsx';
import type { FormField } from './form-api.ts';
import { FormActions } from './FormActions.tsx';
import {
  adFormResolver,
  emptyValues,
  fromDraft,
  fromProduct,
  isMeaningful,
  toDraftFields,
  type AdFormValues,
  type ResolverContext,
} from './form-values.ts';
import { ImagesField } from './ImagesField.tsx';
import { LocationSection } from './LocationSection.tsx';
import { PriceSection } from './PriceSection.tsx';
import { showFailure } from './show-failure.ts';
import { useDraftAutosave } from './useDraftAutosave.ts';
import styles from './AdForm.module.css';

export type AdFormProps =
  /** `/ad/create` (no draft yet) and `/ad/draft/:id`. */
  | { kind: 'draft'; draft?: Draft }
  /** `/ad/edit/:id`: the seller's own ad, in any state. */
  | { kind: 'edit'; product: OwnAdDetail };

const myAdsPath = (reply: AdSavedReply) =>
  reply.data.status !== 'active' && (myAdsStates as readonly string[]).includes(reply.data.status)
    ? `/profile/ads?status=${reply.data.status}`
    : '/profile/ads';

/**
 * One form for creating, continuing a draft and editing an ad, so the three screens ask the same
 * questions in the same order; checked with `adFieldsSchema`.
 */
export function AdForm(props: AdFormProps) {
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
  const resolverContext = useRef<ResolverContext>({ filters: [], cities: [], kind: 'goods', travels: false });
  const resolver = useCallback<Resolver<AdFormValues, unknown, AdFields>>(
    (formValues, _context, options) => adFormResolver(formValues, resolverContext.current, options),
    [],
  );
  const form = useForm<AdFormValues, unknown, AdFields>({ resolver, defaultValues: defaults });
  const { control, handleSubmit } = form;
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control }) as AdFormValues;
  const categoryId = Number(values.category_id) || undefined;
  const category = categories.data?.find((candidate) => candidate.id === categoryId);
  const kind = adKindOf(category?.slug ?? '');
  const subcategoryId = Number(values.subcategory_id) || undefined;
  const subcategory = category?.subcategories.find((candidate) => candidate.id === subcategoryId);
  const travels = subcategory !== undefined && canTravel(category?.slug ?? '', subcategory.slug);
  const filters = useSubcategoryFilters(subcategoryId);
  const filterList = useMemo(() => (subcategoryId ? filters.data : []), [subcategoryId, filters.data]);
  useEffect(() => {
    resolverContext.current = { filters: filterList ?? [], cities: cities.data ?? [], kind, travels };
  }, [filterList, cities.data, kind, travels]);

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
        reply = await autosave.handOver(fields, async (draftId) => {
          const published = await publishDraft(draftId);
          queryClient.removeQueries({ queryKey: adFormKeys.draft(draftId) });
          return published;
        });
      }
      void queryClient.invalidateQueries({ queryKey: ['my-ads'] });
      void queryClient.invalidateQueries({ queryKey: adFormKeys.drafts });
      // Returned by the checks: the reason waits on «Мои объявления», the toast says it is not live.
      if (reply.data.status === 'rejected') toast.error(reply.message);
      else toast.success(reply.message);
      if (props.kind === 'draft') askForPush('ad');
      void navigate(myAdsPath(reply));
    } catch (error) {
      showFailure(error, props.kind === 'edit' ? adFormLabels.saveError : adFormLabels.publishError, {
        form,
        filters: filterList ?? [],
        setImagesError,
        focusImages: () => imagesButton.current?.focus(),
      });
    }
  };

  const fieldError = (name: FormField) => errors[name]?.message;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(submit, () => checkImages())(event)}
    >
      <CategorySection
        form={form}
        categories={categories.data}
        categoryId={categoryId}
        fieldError={fieldError}
      />
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
      <DescriptionSection
        form={form}
        description={values.description}
        filters={filterList ?? []}
        fieldError={fieldError}
      />
      <PriceSection form={form} kind={kind} fieldError={fieldError} />
      {travels && <DeliverySection form={form} offered={values.delivery_available} fieldError={fieldError} />}
      <LocationSection
        form={form}
        cityId={Number(values.city_id) || undefined}
        located={values.latitude !== null}
        fieldError={fieldError}
      />
      <FormActions
        kind={props.kind}
        submitting={isSubmitting}
        uploading={uploading}
        autosave={autosave.status}
      />
    </form>
  );
}
