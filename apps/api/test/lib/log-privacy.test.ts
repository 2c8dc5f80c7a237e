import { Writable } from 'node:stream';

import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { PRIVATE_LOGGER_OPTIONS, stripQueryParams, stripSecretsFromUrl } from '../../src/lib/log-privacy.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info', ...PRIVATE_LOGGER_OPTIONS }, stream), lines };
}

describe('logs without personal data', () => {
  it('redacts names, e-mails, phones, recipients and secret headers', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        guest: { name: 'Anna Jensen', email: 'anna@example.dk', phone: '+4520123456' },
        mail: { to: 'anna@example.dk' },
      },
      'saved',
    );
    const text = lines.join('');
    expect(text).not.toContain('Anna');
    expect(text).not.toContain('anna@example.dk');
    expect(text).not.toContain('20123456');
    expect(text).toContain('[redacted]');
  });

  it('drops the bound values of a failed query and the order token of a link', () => {
    const { logger, lines } = capture();
    const error = new Error(
      'Failed query: insert into "guests" ("email") values ($1)\nparams: anna@example.dk',
    );
    logger.error({ err: error }, 'request failed');
    expect(lines.join('')).not.toContain('anna@example.dk');
    expect(stripQueryParams('Failed query: x\nparams: a,b')).toBe('Failed query: x\nparams: [redacted]');
    expect(stripSecretsFromUrl('/api/v4/orders/7?token=abc&local=da')).toBe(
      '/api/v4/orders/7?token=[redacted]&local=da',
    );
    expect(stripSecretsFromUrl('/api/v4/products/3/stocks/times?hold_id=xyz')).toBe(
      '/api/v4/products/3/stocks/times?hold_id=[redacted]',
    );
  });
});
