import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The machine has two cores and other packages test at the same time.
    maxWorkers: 2,
    // The model tests (test/model) also write the machine level of the model-test report
    // (docs/qa-model-tests.md); `npm test` gets it from this one run.
    reporters: ['default', './test/model/model-reporter.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
