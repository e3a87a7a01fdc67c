import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { packageBoughtReplySchema, packagesReplySchema, type PlacementPackageId } from '@mp/contract';
import { apiGet } from '../../shared/api/http.ts';
import { idempotentPost } from '../../shared/api/idempotent.ts';
import { walletKeys } from '../wallet/index.ts';

export const packagesKey = ['packages'] as const;

export const usePackages = () =>
  useQuery({
    queryKey: packagesKey,
    queryFn: ({ signal }) => apiGet<typeof packagesReplySchema>('/packages', signal),
  });

/** `POST /api/packages` under the click's `Idempotency-Key`; the credits and the wallet are read again. */
export function useBuyPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: PlacementPackageId; key: string }) =>
      idempotentPost<typeof packageBoughtReplySchema>('/packages', { package_id: id }, key),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: packagesKey });
      void client.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
