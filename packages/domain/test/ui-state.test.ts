import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';

import { deviceTypeMachine, getDeviceType, RESIZE_DEBOUNCE_MS } from '../src/ui/device-type.ts';

describe('device type', () => {
  it.each([
    [320, 'mobile'],
    [760, 'mobile'],
    [761, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, deviceType) => {
    expect(getDeviceType(width)).toBe(deviceType);
  });

  it('defaults to desktop and reads a given width', () => {
    expect(createActor(deviceTypeMachine, { input: {} }).getSnapshot().context.deviceType).toBe('desktop');
    expect(createActor(deviceTypeMachine, { input: { width: 500 } }).getSnapshot().context.deviceType).toBe(
      'mobile',
    );
  });

  it('changes 200 ms after the last resize', () => {
    const clock = new SimulatedClock();
    const actor = createActor(deviceTypeMachine, { input: { width: 1200 }, clock }).start();
    actor.send({ type: 'resize', width: 900 });
    clock.increment(RESIZE_DEBOUNCE_MS - 1);
    actor.send({ type: 'screen.change', width: 700 });
    clock.increment(RESIZE_DEBOUNCE_MS - 1);
    expect(actor.getSnapshot().context.deviceType).toBe('desktop');
    clock.increment(1);
    expect(actor.getSnapshot().context.deviceType).toBe('mobile');
    expect(actor.getSnapshot().value).toBe('settled');
    actor.stop();
  });
});
