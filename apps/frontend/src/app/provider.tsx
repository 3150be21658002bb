import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LoadingScreen } from '../components/ui/loading-screen';
import { useAuth } from '../lib/auth/auth-context';
import { AuthProvider } from '../lib/auth/auth-provider';
import { createQueryClient } from '../lib/react-query';

/** Nothing renders until the session is known, so no page flashes its signed-out state. */
function AuthGate({ children }: { children: ReactNode }) {
  const { loading } = useAuth();
  return loading ? <LoadingScreen /> : children;
}

/** `queryClient`: the one main.tsx already started the opened page's reads on; else a new one. */
export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthGate>{children}</AuthGate>
      </AuthProvider>
    </QueryClientProvider>
  );
}
