import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLayout } from './AppLayout';
import { WelcomePage } from './WelcomePage';

/** Providers and the page layout. The router and the feature pages arrive with the shell. */
export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout>
        <WelcomePage />
      </AppLayout>
    </QueryClientProvider>
  );
}
