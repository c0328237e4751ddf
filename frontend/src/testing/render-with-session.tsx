import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { queryKeys } from '@frontend/api/query-keys';
import type { Session } from '@frontend/api/session.queries';
import { createQueryClient } from '@frontend/app/query-client';

/** Renders `ui` as a screen inside the shell would see it: a loaded session (distributed or single drive). */
export function renderWithSession(ui: ReactNode, { distributedMode }: { distributedMode: boolean }) {
  const queryClient = createQueryClient();
  const session: Session = {
    status: 'ok',
    pages: ['/buckets', '/buckets/*'],
    features: [],
    operator: false,
    distributedMode,
  };
  queryClient.setQueryData(queryKeys.session, session);
  const store = createStore();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>{ui}</JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, store };
}
