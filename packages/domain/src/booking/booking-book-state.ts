// The booking machine's first step (BOOK): party size, time and menus, then the hold.

import { assign, raise } from 'xstate';

import { isEverythingOnHold } from '../availability/availability.ts';
import { NO_TIME } from '../time.ts';
import {
  getMenuSeatOptions,
  getMenusForTime,
  isMenuAllowedForParty,
  validateBookingStep0,
  validateNumPerson,
  validateTime,
} from '../validation/booking.ts';
import { COMPLETE_STEP, setStep, withoutKeys } from '../machines/step-state.ts';
import { getTimeEnd, toHoldMenus } from './booking-context.ts';
import { isTableGoneFailure } from './booking-failures.ts';
import { bookingMachineSetup, WARN_WHILE_LOADING } from './booking-machine-setup.ts';

/** Step BOOK (docs/product/spec.md §4): choose the party, a time and menus, then hold the table. */
export const bookState = bookingMachineSetup.createStateConfig({
  entry: 'resetBooking',
  initial: 'idle',
  on: {
    'person.set': [
      {
        guard: ({ event }) => validateNumPerson(event.num_person) === null,
        target: '.loadingTimes',
        actions: assign(({ context, event }) => ({
          num_person: event.num_person,
          time: NO_TIME,
          time_end: NO_TIME,
          menus: {},
          menuList: [],
          seatOptions: getMenuSeatOptions(event.num_person),
          steps: setStep(context.steps, 0, {
            complete: false,
            errors: withoutKeys(context.steps[0].errors, ['num_person', 'time', 'menus']),
          }),
        })),
      },
      {
        actions: assign(({ context, event }) => ({
          steps: setStep(context.steps, 0, {
            complete: false,
            errors: {
              ...context.steps[0].errors,
              num_person: validateNumPerson(event.num_person)?.key ?? 'errors.num_person',
            },
          }),
        })),
      },
    ],
    'time.set': [
      {
        guard: ({ event }) => validateTime(event.time) === null,
        target: '.loadingMenus',
        actions: assign(({ context, event }) => ({
          time: event.time,
          time_end: getTimeEnd(context.times, event.time),
          menus: {},
          menuList: [],
          steps: setStep(context.steps, 0, {
            complete: false,
            errors: withoutKeys(context.steps[0].errors, ['time', 'menus']),
          }),
        })),
      },
      {
        actions: assign(({ context }) => ({
          time: NO_TIME,
          time_end: NO_TIME,
          menus: {},
          menuList: [],
          steps: setStep(context.steps, 0, {
            complete: false,
            errors: { ...context.steps[0].errors, time: 'errors.time' },
          }),
        })),
      },
    ],
    'menu.set': {
      actions: assign(({ context, event }) => ({
        menus: {
          ...context.menus,
          [String(event.menu_id)]: { menu_id: event.menu_id, num_person: event.num_person },
        },
        steps: setStep(context.steps, 0, {
          complete: false,
          errors: withoutKeys(context.steps[0].errors, ['menus']),
        }),
      })),
    },
    'book.submit': [
      { guard: 'isStep0Valid', target: '.holding' },
      {
        actions: assign(({ context }) => ({
          steps: setStep(context.steps, 0, {
            complete: false,
            errors: validateBookingStep0(
              { num_person: context.num_person, time: context.time, menus: context.menus },
              context.menuList,
            ).errors as Record<string, string>,
          }),
          alert: context.isBlocked ? { key: 'message.all_hold_warning' as const } : context.alert,
        })),
      },
    ],
  },
  states: {
    idle: {},
    loadingTimes: {
      tags: 'loading',
      on: WARN_WHILE_LOADING,
      invoke: {
        src: 'loadTimes',
        input: ({ context }) => ({
          productId: context.productId,
          seat: context.num_person,
          hold_id: context.hold?.hold_id ?? null,
          locale: context.locale,
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => {
            const times = event.output;
            const isChosenInStock = times.some(
              (slot) => slot.time === context.time && slot.status === 'in-stock',
            );
            const isBlocked = isEverythingOnHold(times);
            return {
              times,
              isBlocked,
              alert: isBlocked ? { key: 'message.all_hold_warning' as const } : context.alert,
              // The chosen time resets to "0" when it is no longer in stock (docs/product/spec.md §4).
              ...(isChosenInStock ? {} : { time: NO_TIME, time_end: NO_TIME, menus: {}, menuList: [] }),
            };
          }),
        },
        onError: { target: 'idle', actions: assign({ alert: { key: 'message.times_load_failed' } }) },
      },
    },
    loadingMenus: {
      tags: 'loading',
      on: WARN_WHILE_LOADING,
      invoke: {
        src: 'loadMenus',
        input: ({ context }) => ({
          productId: context.productId,
          seat: context.num_person,
          time: context.time,
          time_end: context.time_end,
          hold_id: context.hold?.hold_id ?? null,
          locale: context.locale,
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => {
            const menuList = getMenusForTime(event.output, context.time);
            const inStock = menuList.filter(
              (menu) => menu.status === 'in-stock' && isMenuAllowedForParty(menu, context.num_person),
            );
            const only = inStock.length === 1 ? inStock[0] : undefined;
            return {
              menuList,
              // Exactly one menu in stock the party may order is chosen for all of it (docs/product/spec.md §4).
              menus: only
                ? { [String(only.id)]: { menu_id: only.id, num_person: context.num_person } }
                : context.menus,
            };
          }),
        },
        onError: { target: 'idle', actions: assign({ alert: { key: 'message.menus_load_failed' } }) },
      },
    },
    holding: {
      tags: 'loading',
      on: WARN_WHILE_LOADING,
      invoke: {
        src: 'holdTable',
        input: ({ context }) => ({
          productId: context.productId,
          request: {
            seat: context.num_person,
            time: context.time,
            time_end: context.time_end,
            menus: toHoldMenus(context.menus),
            lang: context.locale,
            hold_id: context.hold?.hold_id ?? null,
          },
        }),
        onDone: {
          target: '#booking.flow.guest',
          actions: [
            assign(({ context, event }) => ({
              hold: { hold_id: event.output.hold_id, expire_at: event.output.expire_at },
              order: event.output,
              steps: setStep(context.steps, 0, COMPLETE_STEP),
              alert: null,
            })),
            raise({ type: 'hold.started' }),
          ],
        },
        onError: [
          {
            // The table went to someone else: the times are asked again so the chosen one
            // shows as held or sold at once, not only after a reload.
            guard: ({ event }) => isTableGoneFailure(event.error),
            target: 'loadingTimes',
            actions: 'showHoldFailure',
          },
          { target: 'idle', actions: 'showHoldFailure' },
        ],
      },
    },
  },
});
