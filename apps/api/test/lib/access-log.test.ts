import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { createFrontAccessLog, gatheredLines } from '../../src/lib/access-log.ts';
import { PRIVATE_LOGGER_OPTIONS } from '../../src/lib/log-privacy.ts';

function capture(level: string) {
  const lines: string[] = [];
  const logger = pino({ level, ...PRIVATE_LOGGER_OPTIONS }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

const ENTRY = { url: '/bekraeftelse?token=abc&x=1', ip: '203.0.113.7', statusCode: 200, responseTime: 0.25 };

describe("the shared-page front's request-log line", () => {
  it('has the fields of a logged Fastify request, as JSON, with the URL stripped of secrets', () => {
    const { logger, lines } = capture('info');
    createFrontAccessLog(logger)(ENTRY);
    // The same line through pino, as Fastify's requests are logged (lib/access-log.ts).
    logger.info(
      {
        req: { method: 'GET', url: ENTRY.url, ip: ENTRY.ip },
        res: { statusCode: 200 },
        responseTime: 0.25,
      },
      'request completed',
    );
    const [front, viaPino] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(front).toMatchObject({
      level: 30,
      pid: process.pid,
      req: { method: 'GET', url: '/bekraeftelse?token=[redacted]&x=1', remoteAddress: '203.0.113.7' },
      res: { statusCode: 200 },
      responseTime: 0.25,
      msg: 'request completed',
    });
    expect(Object.keys(front ?? {}).sort()).toEqual(Object.keys(viaPino ?? {}).sort());
    expect(front?.req).toEqual(viaPino?.req);
  });

  it('writes nothing above info, and leaves out an unknown address', () => {
    const quiet = capture('warn');
    createFrontAccessLog(quiet.logger)(ENTRY);
    expect(quiet.lines).toEqual([]);
    const logged = capture('info');
    createFrontAccessLog(logged.logger)({ ...ENTRY, ip: undefined });
    expect(JSON.parse(logged.lines[0] ?? '{}')).toMatchObject({ req: { method: 'GET' } });
    expect(logged.lines[0]).not.toContain('remoteAddress');
  });
});

describe("a Fastify request's request-log line", () => {
  it('is one line with the request id, the URL stripped of secrets, the address and the status', async () => {
    const lines: string[] = [];
    const { default: Fastify } = await import('fastify');
    const { OneLinePerRequest } = await import('../../src/lib/access-log.ts');
    const app = Fastify({
      loggerInstance: pino(
        { level: 'info', ...PRIVATE_LOGGER_OPTIONS },
        { write: (line: string) => lines.push(line) },
      ),
      logController: new OneLinePerRequest(() => false),
    });
    app.get('/x', () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/x?token=secret&y=2', remoteAddress: '198.51.100.4' });
    await app.close();
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      pid: process.pid,
      reqId: 'req-1',
      req: { method: 'GET', url: '/x?token=[redacted]&y=2', remoteAddress: '198.51.100.4' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof logged[0]?.responseTime).toBe('number');
    expect(Object.keys(logged[0] ?? {}).sort()).toEqual(
      ['level', 'time', 'pid', 'reqId', 'req', 'res', 'responseTime', 'msg'].sort(),
    );
  });
});

describe('the lines gathered before the destination', () => {
  function fileDestination() {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'td-log-')), 'out.log');
    const destination = gatheredLines(
      pino.destination({ dest: file, sync: false, minLength: 32 * 1024, maxWrite: 256 * 1024 }),
    );
    return { file, destination };
  }

  it('reach the file whole and in order, past several hand-overs, and at a sync flush', async () => {
    const { file, destination } = fileDestination();
    await new Promise((resolve) => destination.once('ready', resolve));
    // Past 32 kB several times over, with letters of more than one UTF-8 byte.
    const lines = Array.from({ length: 3_000 }, (_, index) => `{"n":${index},"by":"Søren Ærø"}\n`);
    for (const line of lines) destination.write(line);
    await new Promise<void>((resolve, reject) =>
      destination.flush((error) => (error ? reject(error) : resolve())),
    );
    expect(fs.readFileSync(file, 'utf8')).toBe(lines.join(''));
    // With no write under way (as at exit once the last one has ended), a sync flush hands over too.
    destination.write('last\n');
    destination.flushSync();
    expect(fs.readFileSync(file, 'utf8')).toBe(`${lines.join('')}last\n`);
  });

  it('hands what it gathered to the periodic flush and to end', async () => {
    const { file, destination } = fileDestination();
    await new Promise((resolve) => destination.once('ready', resolve));
    destination.write('first\n');
    await new Promise<void>((resolve, reject) =>
      destination.flush((error) => (error ? reject(error) : resolve())),
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('first\n');
    destination.write('second\n');
    await new Promise((resolve) => {
      destination.once('close', resolve);
      destination.end();
    });
    expect(fs.readFileSync(file, 'utf8')).toBe('first\nsecond\n');
  });
});
