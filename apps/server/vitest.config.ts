import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Tests that stop and restart a PostgreSQL cluster of their own (`*.postgres.test.ts`) run in
    // the PostgreSQL pass (TEST_DATABASE_URL set, as `.ci/run` does), where the binaries are installed.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'],
    // Argon2 and database set-up make some tests slower than the default 5 s on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
