import { checkBoundaries, contract, repo, server, web } from './boundaries.test-kit.js';

checkBoundaries('the contract imports no app', {
  valid: [
    { filename: `${contract}/time.ts`, code: "import { z } from 'zod'; import { defineRefusals } from './refusals';" },
    { filename: `${contract}/auth.ts`, code: "import type { Refusal } from '@ordna/contract/kernel/refusals';" },
  ],
  invalid: [
    {
      filename: `${contract}/time.ts`,
      code: "import type { Db } from '../../../apps/server/src/db/database';",
      message:
        'packages/contract may not import apps/server/src/db/database: the contract is shared by both apps and depends on neither; move what both need into packages/contract.',
    },
    {
      filename: `${contract}/auth.ts`,
      code: "import { api } from '@ordna/web/api/client';",
      messageId: 'contractImportsApp',
    },
    { filename: `${contract}/auth.ts`, code: "export * from '@ordna/server';", messageId: 'contractImportsApp' },
  ],
});

checkBoundaries('the web and the server never import each other', {
  valid: [
    { filename: `${web}/api/client.ts`, code: "import type { Envelope } from '@ordna/contract/kernel/envelope';" },
    {
      filename: `${server}/http/envelope.ts`,
      code: "import type { Envelope } from '@ordna/contract/kernel/envelope';",
    },
    { filename: `${repo}/e2e/tests/login.spec.ts`, code: "import { buildApp } from '../../apps/server/src/app';" },
  ],
  invalid: [
    {
      filename: `${web}/api/client.ts`,
      code: "import type { AppError } from '../../../server/src/http/errors';",
      message:
        'apps/web may not import apps/server/src/http/errors: the web and the server never import each other; share types and schemas through @ordna/contract.',
    },
    { filename: `${web}/main.tsx`, code: "import '@ordna/server/src/app';", messageId: 'appImportsOtherApp' },
    {
      filename: `${repo}/apps/web/vite.config.ts`,
      code: "import { port } from '../server/src/config';",
      messageId: 'appImportsOtherApp',
    },
    {
      filename: `${server}/app.ts`,
      code: "import { theme } from '../../web/src/app/theme';",
      messageId: 'appImportsOtherApp',
    },
    { filename: `${server}/main.ts`, code: "const web = await import('@ordna/web');", messageId: 'appImportsOtherApp' },
  ],
});

checkBoundaries('the repository root comes from the apps/ or packages/ segment', {
  valid: [
    { filename: '/srv/ordna/apps/server/src/areas/time/x.ts', code: "import { s } from '../auth/public';" },
    { filename: '/tmp/elsewhere/notes.ts', code: "import { s } from '../auth/auth.store';" },
  ],
  invalid: [
    {
      filename: 'C:\\work\\ordna\\apps\\server\\src\\areas\\time\\x.ts',
      code: "import { s } from '../auth/auth.store';",
      messageId: 'areaImportsOtherArea',
    },
  ],
});
