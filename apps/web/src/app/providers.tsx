import { useState, type ReactNode } from 'react';
import {
  hydrate,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
  type QueryCache,
} from '@tanstack/react-query';
import { ApiError } from '../shared/api/http.ts';

export function createQueryClient(queryCache?: QueryCache): QueryClient {
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network trouble and 5xx might.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** `firstData`: the queries a server-rendered page was drawn from, so the first screen does not ask again. */
export function Providers({ children, firstData }: { children: ReactNode; firstData?: DehydratedState }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (firstData) hydrate(client, firstData);
    return client;
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
