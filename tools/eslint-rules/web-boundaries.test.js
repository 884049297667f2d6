import { allowedIn, checkBoundaries, web } from './boundaries.test-kit.js';

const timePage = `${web}/areas/time/views/GraphPage.tsx`;

checkBoundaries('web: areas meet only at public.ts(x) and never use app/', {
  valid: [
    ...allowedIn(
      timePage,
      "import { useNow } from '../../../shared/now';",
      "import { api } from '../../../api/client';",
      "import { i18n } from '../../../i18n';",
      "import { TimeFilterBar } from '../components/TimeFilterBar';",
      "import { TagsPage } from '../../settings/public';",
      "import { TagsPage } from '../../settings/public.tsx';",
      "import { timeSchema } from '@ordna/contract/time';",
    ),
    { filename: `${web}/main.tsx`, code: "import { App } from './app/App'; import './areas/time/time.css';" },
  ],
  invalid: [
    {
      filename: timePage,
      code: "import { TagsPage } from '../../settings/tags/TagsPage';",
      message:
        'areas/time may not import areas/settings/tags/TagsPage: import what settings exports on purpose from areas/settings/public.ts(x).',
    },
    {
      filename: timePage,
      code: "const page = () => import('../../settings/tags/TagsPage');",
      messageId: 'areaImportsOtherArea',
    },
    {
      filename: timePage,
      code: "import { notify } from '../../../app/notify';",
      message:
        'areas/time may not import app/notify: an area never depends on the app shell; use shared/, api/ or i18n/, or declare it in the area’s area.ts(x).',
    },
    {
      filename: `${web}/areas/time/time.routes.ts`,
      code: "import type { AppRoute } from '../../app/route-types';",
      messageId: 'webAreaImportsShell',
    },
  ],
});

checkBoundaries('web: the shell knows no area by name', {
  valid: [
    { filename: `${web}/app/Layout.tsx`, code: "import { PageHeader } from '../shared/PageHeader';" },
    {
      filename: `${web}/app/area-registry.ts`,
      code: "const areas = import.meta.glob('../areas/*/area.ts', { eager: true });",
    },
  ],
  invalid: [
    {
      filename: `${web}/app/routes.ts`,
      code: "const page = () => import('../areas/home/HomePage');",
      message:
        'app/ may not import areas/home/HomePage: app/ knows no area by name; read area declarations through the registry that globs areas/*/area.ts(x).',
    },
    {
      filename: `${web}/app/SideNav.tsx`,
      code: "import { timeArea } from '../areas/time/public';",
      messageId: 'webShellImportsArea',
    },
  ],
});

checkBoundaries('web: shared/, api/ and i18n/ stay below areas and app/', {
  valid: [
    { filename: `${web}/shared/ConfirmDialog.tsx`, code: "import { useTranslation } from 'react-i18next';" },
    { filename: `${web}/shared/PageHeader.tsx`, code: "import { i18n } from '../i18n';" },
    { filename: `${web}/api/session.ts`, code: "import { request } from './client';" },
    {
      filename: `${web}/i18n/index.ts`,
      code: "import { refusalCatalogue } from '@ordna/contract/kernel/refusal-catalogue';",
    },
  ],
  invalid: [
    {
      filename: `${web}/shared/notify.ts`,
      code: "import { layout } from '../app/Layout';",
      message:
        'shared/ may not import app/Layout: shared/, api/ and i18n/ never depend on an area or on app/; move the piece into shared/, or pass it in from the area.',
    },
    {
      filename: `${web}/api/client.ts`,
      code: "import { signOut } from '../areas/auth/public';",
      messageId: 'webKernelImportsOuter',
    },
    {
      filename: `${web}/i18n/index.ts`,
      code: "import en from '../areas/time/locales/en.json';",
      messageId: 'webKernelImportsOuter',
    },
    {
      filename: `${web}/api/client.ts`,
      code: "import { i18n } from '../i18n';",
      message:
        'api/ may not import i18n: api/ stays free of translations; return the refusal code and let the caller translate it.',
    },
    {
      filename: `${web}/api/errors.ts`,
      code: "import type { Lang } from '../i18n/languages';",
      messageId: 'webApiImportsI18n',
    },
  ],
});
