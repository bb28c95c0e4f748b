// The whole SPA as one element (query client and router providers), rendered by the browser entry and the server's pre-render alike.
import { StrictMode, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
  /** Called once the first render is on screen (in the browser: after hydrating a pre-rendered page). */
  onReady?: () => void;
}

export function App({ queryClient, router, onReady }: AppProps) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
