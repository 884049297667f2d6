import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'lint-rules', include: ['**/*.test.js'], testTimeout: 30_000 } });
