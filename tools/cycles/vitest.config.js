import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'cycles', include: ['**/*.test.js'], testTimeout: 30_000 } });
