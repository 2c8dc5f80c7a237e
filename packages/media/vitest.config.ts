import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The machine has two cores and other packages test at the same time.
    maxWorkers: 2,
  },
});
