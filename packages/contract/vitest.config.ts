import { defineProject } from 'vitest/config';

// Property tests run hundreds of cases through Intl's time zones each (periods.test.ts): well
// under vitest's default 5 s alone, but not on a shared machine busy with other work. A slow
// machine is not a failing contract, so the suites get the room the server's have.
export default defineProject({
  test: { name: 'contract', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 },
});
