// Entry point of the SPA: query client + router providers mounted on #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from '@/lib/query-client';
import { currentUserQueryOptions } from '@/features/auth/api/current-user';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = createQueryClient();
// The session first: its request is already on its way (public/early-session.js), and every page needs it.
void queryClient.prefetchQuery(currentUserQueryOptions());
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
