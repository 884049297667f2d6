import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ApiError } from '../api/client';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';
import { PreferenceSync } from './PreferenceSync';
import { OfflineBanner } from './OfflineBanner';
import { ForgetOnSignOut } from './ForgetOnSignOut';
import { KeepOnDevice } from './offline/KeepOnDevice';
import { startOnlineAsTheBrowserIs } from './offline/online-at-start';
import { LiveUpdates } from './LiveUpdates';
import { lazyOrNothing } from './lazy-or-nothing';
import { toastsOnceShown } from './ToastsOnceShown';
import { AreaDeclarationsContext, AreasContext } from '../shared/areas-context';
import { areas, navAreas } from './area-registry';

const Toasts = toastsOnceShown(() => import('./Toasts'));
// The write queue (docs/architecture.md, "The write queue") loads after the first paint.
const { Component: WriteQueueSync } = lazyOrNothing(() => import('./WriteQueueSync'));

// The theme-boot script and Mantine share one key, so the saved theme applies before first paint.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'ordna.theme' });

function createQueryClient() {
  startOnlineAsTheBrowserIs();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <PreferenceSync />
        <ForgetOnSignOut />
        <KeepOnDevice />
        <Suspense fallback={null}>
          <WriteQueueSync />
        </Suspense>
        <LiveUpdates />
        <AreaDeclarationsContext value={areas}>
          <AreasContext value={navAreas}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AreasContext>
        </AreaDeclarationsContext>
        <OfflineBanner />
      </QueryClientProvider>
    </MantineProvider>
  );
}
