import { useMutation } from '@tanstack/react-query';
import { messageReplySchema, type ReportBody } from '@mp/contract';
import { apiRequest } from '../../shared/api/http.ts';

/** What a report is about: a user (`POST /api/users/{id}/report`) or an ad (`POST /api/products/{id}/report`). */
export interface ReportTarget {
  kind: 'user' | 'product';
  id: number;
}

const reportPath = ({ kind, id }: ReportTarget) =>
  kind === 'user' ? `/users/${id}/report` : `/products/${id}/report`;

/** Sends one report; the server allows one per user and target (409 otherwise). */
export function useSendReport(target: ReportTarget) {
  return useMutation({
    mutationFn: (body: ReportBody) =>
      apiRequest<typeof messageReplySchema>(reportPath(target), {
        method: 'POST',
        body: JSON.stringify(body),
      }),
  });
}
