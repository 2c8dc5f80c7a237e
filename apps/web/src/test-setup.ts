import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 10 s instead of 1 s: on a busy machine a render can take that
// long, and a query that never matches still fails (docs/decisions/0302-tests-model-report-and-one-e2e-retry.md).
configure({ asyncUtilTimeout: 10_000 });
