import type { UseFormReturn } from 'react-hook-form';
import type { AdFields } from '@mp/contract';
import type { AdFormValues } from './form-values.ts';

/** The ad form's react-hook-form handle, as the sections receive it. */
export type AdFormApi = UseFormReturn<AdFormValues, unknown, AdFields>;

/** The form's own fields in screen order: server messages land here, the first of them focused. */
export const formFields = [
  'category_id',
  'subcategory_id',
  'name',
  'description',
  'price',
  'quantity',
  'condition',
  'delivery_available',
  'parcel_size',
  'weight_kg',
  'city_id',
  'address',
] as const;

export type FormField = (typeof formFields)[number];
