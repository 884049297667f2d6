import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { DEFAULT_LANGUAGE } from '@ordna/contract/kernel/constants';
import LoginPage from '../../src/areas/auth/LoginPage';
import { cssVariablesResolver, theme } from '../../src/app/theme';
import type { Catalogue } from '../../src/i18n/catalogue';

const catalogues = import.meta.glob<Catalogue>('../../src/i18n/locales/*/catalogue.ts', {
  eager: true,
  import: 'default',
});

/**
 * The sign-in page at /login as a signed-out person first sees it, in the default language: the
 * app's own LoginPage inside its MantineProvider and theme, rendered to HTML with Mantine's runtime
 * `<style>` tags (its colour variables for both schemes and the responsive props' rules). Run by the
 * build through Vite (build/static-sign-in.ts), which writes it into index.html.
 */
export async function renderSignIn(): Promise<string> {
  const catalogue = catalogues[`../../src/i18n/locales/${DEFAULT_LANGUAGE}/catalogue.ts`];
  if (!catalogue) throw new Error(`No catalogue for the default language '${DEFAULT_LANGUAGE}'`);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return renderToString(
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/login']}>
            <LoginPage />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}
