import { assign, setup } from 'xstate';

import type { TDeviceType } from '../entities/page-state.ts';
import { DEFAULT_DEVICE_TYPE } from '../entities/page-state.ts';

/** Breakpoints (docs/product/spec.md §9): mobile up to 760 px, tablet from 761 px, desktop from 1024 px. */
export const MOBILE_MAX_WIDTH = 760;
export const TABLET_MIN_WIDTH = 761;
export const DESKTOP_MIN_WIDTH = 1024;
/** Resizes settle for 200 ms before the device type changes. */
export const RESIZE_DEBOUNCE_MS = 200;

export const getDeviceType = (width: number): TDeviceType =>
  width >= DESKTOP_MIN_WIDTH ? 'desktop' : width >= TABLET_MIN_WIDTH ? 'tablet' : 'mobile';

export type TDeviceTypeEvent = { type: 'resize'; width: number } | { type: 'screen.change'; width: number };

/**
 * The device type of the page: window resizes and screen-size changes update it after 200 ms
 * without another change (debounced). No effects: the app sends the widths it measures.
 */
export const deviceTypeMachine = setup({
  types: {
    context: {} as { deviceType: TDeviceType; /** The last width measured. */ width: number },
    events: {} as TDeviceTypeEvent,
    // xstate's setup reads types from asserted values; `{}` already fits this type, which the rule flags.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as { width?: number },
  },
  delays: { debounce: RESIZE_DEBOUNCE_MS },
}).createMachine({
  id: 'deviceType',
  initial: 'settled',
  context: ({ input }) => ({
    deviceType: input.width === undefined ? DEFAULT_DEVICE_TYPE : getDeviceType(input.width),
    width: input.width ?? DESKTOP_MIN_WIDTH,
  }),
  on: {
    resize: { target: '.settling', reenter: true, actions: assign({ width: ({ event }) => event.width }) },
    'screen.change': {
      target: '.settling',
      reenter: true,
      actions: assign({ width: ({ event }) => event.width }),
    },
  },
  states: {
    settled: {},
    settling: {
      after: {
        debounce: {
          target: 'settled',
          actions: assign({ deviceType: ({ context }) => getDeviceType(context.width) }),
        },
      },
    },
  },
});
