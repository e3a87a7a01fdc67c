import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartReplySchema } from '@mp/contract';
import { apiGet } from '../../../shared/api/http.ts';
import { cartKeys } from './keys.ts';

/** `GET /api/cart`: the entries by seller, the total and the units for the badge. */
export const fetchCart = (signal?: AbortSignal) => apiGet<typeof cartReplySchema>('/cart', signal);

export const cartOptions = () =>
  queryOptions({ queryKey: cartKeys.all, queryFn: ({ signal }) => fetchCart(signal), staleTime: 60_000 });

export const useServerCart = (enabled: boolean) => useQuery({ ...cartOptions(), enabled });
