import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Argon2 and database set-up make some tests slower than the default 5 s on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
