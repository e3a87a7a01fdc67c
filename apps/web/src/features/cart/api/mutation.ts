import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartUnits, type CartReply } from '@mp/contract';
import { errorMessage } from '../../../shared/api/http.ts';
import { toast } from '../../../shared/ui/toast-store.ts';
import { cartKeys } from './keys.ts';

interface Options<V> {
  call: (variables: V) => Promise<CartReply & { message: string }>;
  /** The cart as it will be, drawn at once (cheap changes only); the reply replaces it. */
  optimistic?: (cart: CartReply, variables: V) => CartReply;
  /** Spec §8 fallback of the generic error handler. */
  fallback: string;
  /** Spec §8 success message, when the change deserves one. */
  success?: string;
}

/** The cart as it is with `entries` changed: the badge's units follow (the reply brings the total). */
export const withEntries = (cart: CartReply, data: CartReply['data']): CartReply => ({
  ...cart,
  data,
  count: cartUnits(data),
});

/**
 * A change of the signed-in person's cart: the reply (the whole cart) replaces the cached one; an
 * optimistic draft is put back on failure, with the spec §8 message through the generic handler.
 */
export function useCartMutation<V>({ call, optimistic, fallback, success }: Options<V>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (variables: V) => {
      if (!optimistic) return { saved: undefined };
      await client.cancelQueries({ queryKey: cartKeys.all });
      const saved = client.getQueryData<CartReply>(cartKeys.all);
      if (saved) client.setQueryData(cartKeys.all, optimistic(saved, variables));
      return { saved };
    },
    onSuccess: ({ message: _message, ...cart }) => {
      client.setQueryData(cartKeys.all, cart);
      if (success) toast.success(success);
    },
    onError: (error, _variables, context) => {
      if (context?.saved) client.setQueryData(cartKeys.all, context.saved);
      toast.error(errorMessage(error, fallback));
    },
  });
}
