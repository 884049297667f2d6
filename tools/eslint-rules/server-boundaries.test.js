import { allowedIn, checkBoundaries, server } from './boundaries.test-kit.js';

const timeRoutes = `${server}/areas/time/groups/time-groups.routes.ts`;
const timeStore = `${server}/areas/time/groups/time-groups.store.ts`;

checkBoundaries('server: areas meet only at public.ts', {
  valid: [
    ...allowedIn(
      timeRoutes,
      "import { groupsOf } from './time-groups.store';",
      "import { tagsOf } from '../tags/tags.store';",
      "import { currentUser } from '../../auth/public';",
      "import type { User } from '../../auth/public.js';",
      "export { currentUser } from '../../auth/public';",
      "import { ok } from '../../../http/envelope';",
      "import { newId } from '../../../lib/ids';",
      "import { z } from 'zod';",
      "import { timeGroupSchema } from '@ordna/contract/time';",
    ),
    { filename: `${server}/app.ts`, code: "import { authStore } from './areas/auth/auth.store';" },
    { filename: `${server}/main.ts`, code: "import { sessions } from './areas/auth/sessions';" },
    { filename: `${server}/areas/registry.ts`, code: "import { timeRoutes } from './time/time.routes';" },
  ],
  invalid: [
    {
      filename: timeRoutes,
      code: "import { findUser } from '../../auth/auth.store';",
      message:
        'areas/time may not import areas/auth/auth.store: import what auth exports on purpose from areas/auth/public.ts.',
    },
    {
      filename: timeRoutes,
      code: "import type { User } from '../../auth/auth.store';",
      messageId: 'areaImportsOtherArea',
    },
    { filename: timeRoutes, code: "export * from '../../auth/auth.store.js';", messageId: 'areaImportsOtherArea' },
    {
      filename: timeRoutes,
      code: "export { findUser } from '../../auth/auth.store';",
      messageId: 'areaImportsOtherArea',
    },
    {
      filename: timeRoutes,
      code: "const auth = await import('../../auth/auth.store');",
      messageId: 'areaImportsOtherArea',
    },
    { filename: timeRoutes, code: "type U = import('../../auth/auth.store').User;", messageId: 'areaImportsOtherArea' },
    {
      filename: timeRoutes,
      code: "import auth = require('../../auth/auth.store');",
      messageId: 'areaImportsOtherArea',
    },
    { filename: timeRoutes, code: "import { x } from '../../auth/public/helpers';", messageId: 'areaImportsOtherArea' },
  ],
});

checkBoundaries('server: the kernel never imports an area', {
  valid: [
    { filename: `${server}/http/error-handler.ts`, code: "import { AppError } from './errors';" },
    { filename: `${server}/db/migrate.ts`, code: "import { newId } from '../lib/ids';" },
    { filename: `${server}/db/schema.ts`, code: "import type { Kysely } from 'kysely';" },
  ],
  invalid: [
    {
      filename: `${server}/db/schema.ts`,
      code: "import type { TimeTables } from '../areas/time/time.tables';",
      message:
        'db/ may not import areas/time/time.tables: db/, http/ and lib/ are the shared kernel and never depend on an area; move the shared piece into the kernel, or have areas/registry.ts hand the area in.',
    },
    {
      filename: `${server}/http/auth-hook.ts`,
      code: "import { sessions } from '../areas/auth/public';",
      messageId: 'serverKernelImportsArea',
    },
    { filename: `${server}/lib/ids.ts`, code: "import '../areas/registry';", messageId: 'serverKernelImportsArea' },
  ],
});

checkBoundaries('server: stores never import http/', {
  valid: [
    { filename: timeStore, code: "import type { Db } from '../../../db/database';" },
    { filename: timeStore, code: "import { isUniqueViolation } from '../../../db/errors';" },
    { filename: timeRoutes, code: "import { refuse } from '../../../http/errors';" },
    {
      filename: `${server}/areas/time/groups/time-groups.service.ts`,
      code: "import { refuse } from '../../../http/errors';",
    },
  ],
  invalid: [
    {
      filename: timeStore,
      code: "import { AppError } from '../../../http/errors';",
      message:
        'areas/time/groups/time-groups.store may not import http/errors: a store runs SQL and returns rows, null or false; let the route (or a *.service.ts) decide the refusal.',
    },
    {
      filename: timeStore,
      code: "import type { AuthScope } from '../../../http/context';",
      messageId: 'storeImportsHttp',
    },
  ],
});

checkBoundaries('server: only tests use testing/', {
  valid: [
    {
      filename: `${server}/areas/time/groups/time-groups.test.ts`,
      code: "import { createTestApp } from '../../../testing/test-app';",
    },
    { filename: `${server}/areas/time/time.test-kit.ts`, code: "import { signUp } from '../../testing/test-app';" },
    { filename: `${server}/http/error-handler.test.ts`, code: "import { createTestApp } from '../testing/test-app';" },
    { filename: `${server}/testing/test-app.ts`, code: "import { clock } from './clock';" },
    { filename: `${server}/testing/test-app.ts`, code: "import { buildApp } from '../app';" },
    { filename: `${server}/areas/time/time.test-kit.ts`, code: "import { signIn } from '../auth/public';" },
  ],
  invalid: [
    {
      filename: `${server}/areas/time/seed.ts`,
      code: "import { signUp } from '../../testing/test-app';",
      message:
        'areas/time/seed may not import testing/test-app: testing/ is only for *.test.ts and *.test-kit.ts files.',
    },
    {
      filename: `${server}/areas/time/time.testing.ts`,
      code: "import { as } from '../../testing/test-app';",
      messageId: 'serverImportsTesting',
    },
    // Tests follow the area rule like any other file.
    {
      filename: `${server}/areas/time/time-groups.test.ts`,
      code: "import { findUser } from '../auth/auth.store';",
      messageId: 'areaImportsOtherArea',
    },
    {
      filename: `${server}/areas/time/time.test-kit.ts`,
      code: "import { signUp } from '../auth/auth-test-kit';",
      messageId: 'areaImportsOtherArea',
    },
  ],
});
