import { ZApiError } from '@tredjedel/domain';
import { describe, expect, it } from 'vitest';

import { parseErrorBody } from './errors.ts';

// The browser reads error bodies without zod; the hand-written check must accept exactly what
// the domain's ZApiError accepts, or browser and server would disagree on what an error is.
const SAMPLES: unknown[] = [
  { error: 'not_found', message: 'No product 7' },
  { error: 'bad_request', message: 'Invalid', msg: 'x' },
  { error: 'unprocessable', message: 'Invalid', errors: { name: 'errors.name' } },
  { error: 'unprocessable', message: 'Invalid', fields: { error_message: { code: 'table' } } },
  { error: 'x', message: 'y', errors: { name: 3 } },
  { error: 'x', message: 'y', fields: { error_message: {} } },
  { error: 'x', message: 'y', fields: 'nope' },
  { error: 'x', message: 5 },
  { error: 1, message: 'y' },
  { message: 'y' },
  { error: 'x' },
  null,
  'error',
  [],
];

describe('parseErrorBody without zod', () => {
  it.each(SAMPLES.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with ZApiError on %s',
    (_name, sample) => {
      const withSchema = parseErrorBody(sample, ZApiError);
      const without = parseErrorBody(sample);
      expect(without === undefined).toBe(withSchema === undefined);
      if (withSchema) expect(without).toEqual(sample);
    },
  );
});
