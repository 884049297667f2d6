import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts.css';
import './app/global.css';
import { i18nReady } from './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { voiceTheClient } from './app/client-voice';
import { preloadFirstScreen } from './app/first-screen';

voiceTheClient();
const firstScreen = preloadFirstScreen(window.location.pathname);

// The first render waits for the person's language, so nothing shows in another language first,
// and for the first screen's code, so the page shows at once rather than after a loader (first-screen.ts).
void Promise.all([i18nReady, firstScreen]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The service worker loads after the first paint, so the first load stays as small (docs/architecture.md, "Offline").
  void import('./app/offline/register-worker').then(({ registerWorkerAfterLoad }) => registerWorkerAfterLoad());
});
