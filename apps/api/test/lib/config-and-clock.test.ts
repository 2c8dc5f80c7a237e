import { getServiceDate, getServiceTimeOfDay } from '@tredjedel/domain';
import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig, testConfig, withListeningPort } from '../../src/config.ts';
import { copenhagenInstant, fixedClock, isoWeekdayOf, startingAt } from '../../src/lib/clock.ts';

describe('loadConfig', () => {
  it('fills the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', LOG_LEVEL: 'info', ADMIN_FEE_ORE: 2500 });
    expect(config.DATA_DIR.endsWith('.data')).toBe(true);
    expect(config.WEB_DIST.endsWith('apps/web/dist')).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('draws a random payment secret per process when none is set, and keeps a given one', () => {
    const first = loadConfig({}).PAYMENT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).PAYMENT_SECRET).not.toBe(first);
    expect(loadConfig({ PAYMENT_SECRET: 'a-shared-secret-of-the-cluster' }).PAYMENT_SECRET).toBe(
      'a-shared-secret-of-the-cluster',
    );
    expect(() => loadConfig({ PAYMENT_SECRET: 'short' })).toThrow(/PAYMENT_SECRET/);
  });

  it('trusts X-Forwarded-For only from the proxies it is told of, never from everyone', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('switches the data layer and the ad pixel off unless configured (ADR 0400)', () => {
    expect(loadConfig({}).DATA_LAYER).toBe(false);
    expect(loadConfig({}).AD_PIXEL_ID).toBeUndefined();
    expect(loadConfig({ DATA_LAYER: '1', AD_PIXEL_ID: 'px_123-a' })).toMatchObject({
      DATA_LAYER: true,
      AD_PIXEL_ID: 'px_123-a',
    });
    expect(() => loadConfig({ DATA_LAYER: 'yes' })).toThrow(/DATA_LAYER/);
    // Written into every page's meta tag: nothing that could break out of the attribute.
    expect(() => loadConfig({ AD_PIXEL_ID: '"><script>' })).toThrow(/AD_PIXEL_ID/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      NOW: '2026-11-22T18:00:00+01:00',
      LOG_LEVEL: 'warn',
      ADMIN_FEE_ORE: '3000',
      PUBLIC_URL: 'https://tredjedel.dk',
      WEB_DIST: '/srv/web',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      NOW: '2026-11-22T18:00:00+01:00',
      ADMIN_FEE_ORE: 3000,
      WEB_DIST: '/srv/web',
    });
  });

  it('normalises PUBLIC_URL to an origin once, defaulting to localhost on PORT', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://Tredjedel.DK/' }).PUBLIC_URL).toBe('https://tredjedel.dk');
    expect(loadConfig({ PUBLIC_URL: 'https://tredjedel.dk:443' }).PUBLIC_URL).toBe('https://tredjedel.dk');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3210' }).PUBLIC_URL).toBe('http://127.0.0.1:3210');
    expect(testConfig({ PORT: 4321 }).PUBLIC_URL).toBe('http://localhost:4321');
  });

  it('PORT=0: the default origin names the port really taken, a PUBLIC_URL set stays', () => {
    const anyPort = withListeningPort(loadConfig({ PORT: '0' }), 45_123);
    expect(anyPort).toMatchObject({ PORT: 45_123, PUBLIC_URL: 'http://localhost:45123' });
    const behindProxy = withListeningPort(
      loadConfig({ PORT: '0', PUBLIC_URL: 'https://tredjedel.dk' }),
      45_123,
    );
    expect(behindProxy).toMatchObject({ PORT: 45_123, PUBLIC_URL: 'https://tredjedel.dk' });
  });

  it.each([
    ['PORT', 'eighty'],
    ['NOW', 'tomorrow'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_FEE_ORE', '-1'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'https://tredjedel.dk/shop'],
    ['PUBLIC_URL', 'https://tredjedel.dk/?x=1'],
    ['PUBLIC_URL', 'https://user:secret@tredjedel.dk'],
    ['PUBLIC_URL', 'ftp://tredjedel.dk'],
  ])('stops with a message naming %s', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(`${variable}=${JSON.stringify(value)}`);
  });
});

describe('Copenhagen clock', () => {
  it('keeps ticking from NOW', () => {
    let real = 1_000;
    const clock = startingAt(new Date('2026-11-22T17:00:00Z'), { now: () => new Date(real) });
    expect(clock.now().toISOString()).toBe('2026-11-22T17:00:00.000Z');
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2026-11-22T17:01:00.000Z');
  });

  it('moves a fixed clock only when told', () => {
    const clock = fixedClock(new Date('2026-11-22T17:00:00Z'));
    clock.advance(1000);
    expect(clock.now().toISOString()).toBe('2026-11-22T17:00:01.000Z');
  });

  it('starts the service day at midnight in Copenhagen, not UTC', () => {
    expect(getServiceDate(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
    expect(getServiceDate(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    expect(getServiceDate(new Date('2027-07-01T21:59:00Z'))).toBe('2027-07-01');
    expect(getServiceDate(new Date('2027-07-01T22:00:00Z'))).toBe('2027-07-02');
    const instant = new Date('2026-11-22T17:00:00Z');
    expect({
      date: getServiceDate(instant),
      time: getServiceTimeOfDay(instant),
      isoWeekday: isoWeekdayOf(getServiceDate(instant)),
    }).toEqual({
      date: '2026-11-22',
      time: '18:00:00',
      isoWeekday: 7,
    });
  });

  it('turns wall-clock times into instants across daylight saving', () => {
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
    expect(copenhagenInstant('2026-11-22', '18:00:00').toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(copenhagenInstant('2027-07-01', '18:00').toISOString()).toBe('2027-07-01T16:00:00.000Z');
    expect(copenhagenInstant('2027-03-28', '12:00:00').toISOString()).toBe('2027-03-28T10:00:00.000Z');
  });
});
