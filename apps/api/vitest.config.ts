import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file opens its own PGlite (about 5 s) and seeds it; two at a time fits the 2-core CI box.
    fileParallelism: true,
    maxWorkers: 2,
    // Some tests open a database of their own (PGlite, ~5 s idle); CI boxes can be far slower.
    testTimeout: 90_000,
    // Opening and seeding a database can take long on a loaded 2-core machine.
    hookTimeout: 180_000,
  },
});
