import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';

import { deviceTypeMachine, getDeviceType, RESIZE_DEBOUNCE_MS } from '../src/ui/device-type.ts';
import { INITIAL_NAVIGATION, MAIN_NAVIGATION_ID, navigationReducer } from '../src/ui/navigation.ts';
import {
  createBlogListState,
  createPagedListState,
  getPagedListQuery,
  pagedListReducer,
  type TPagedListState,
} from '../src/ui/paged-list.ts';

describe('paged list', () => {
  const loaded = (state: TPagedListState<number>, data: number[], next_page: number | null) =>
    pagedListReducer(state, {
      type: 'page.loaded',
      page: { current_page: state.current_page, next_page, per_page: state.per_page, total_data: 20, data },
    });

  it('starts with page 1 and the default page size of 6', () => {
    expect(createPagedListState()).toEqual({
      loading: false,
      params: {},
      current_page: 1,
      next_page: null,
      per_page: 6,
      total_data: 0,
      data: [],
    });
  });

  it('new params clear the data and start at page 1', () => {
    const state = loaded(
      pagedListReducer(createPagedListState<number>(), { type: 'params.update', params: { city: 'aarhus' } }),
      [1, 2],
      2,
    );
    const next = pagedListReducer(pagedListReducer(state, { type: 'page.next' }), {
      type: 'params.update',
      params: { city: 'odense' },
    });
    expect(next).toMatchObject({
      data: [],
      current_page: 1,
      next_page: null,
      loading: true,
      params: { city: 'odense' },
    });
  });

  it('next page appends and does nothing without a next page', () => {
    let state = loaded(
      pagedListReducer(createPagedListState<number>(), { type: 'params.update', params: {} }),
      [1, 2],
      2,
    );
    state = pagedListReducer(state, { type: 'page.next' });
    expect(state).toMatchObject({ current_page: 2, loading: true });
    expect(pagedListReducer(state, { type: 'page.next' })).toBe(state);
    state = loaded(state, [3, 4], null);
    expect(state).toMatchObject({ data: [1, 2, 3, 4], next_page: null, loading: false, total_data: 20 });
    expect(pagedListReducer(state, { type: 'page.next' })).toBe(state);
  });

  it('ignores an answer for another page and stops loading on failure', () => {
    const state = pagedListReducer(createPagedListState<number>(), { type: 'params.update', params: {} });
    const stale = pagedListReducer(state, {
      type: 'page.loaded',
      page: { current_page: 3, next_page: null, per_page: 6, total_data: 1, data: [9] },
    });
    expect(stale).toBe(state);
    expect(pagedListReducer(state, { type: 'page.failed' }).loading).toBe(false);
  });

  it('blogs load 9 a page and their next page starts at 2', () => {
    expect(createBlogListState([1, 2, 3], 20)).toMatchObject({ per_page: 9, next_page: 2, total_data: 20 });
    expect(createBlogListState().next_page).toBeNull();
  });

  it('asks with params, page, page size and language', () => {
    expect(getPagedListQuery(createPagedListState({ params: { tag: 'vin' } }), 'en')).toEqual({
      tag: 'vin',
      current_page: 1,
      per_page: 6,
      local: 'en',
    });
  });
});

describe('navigation', () => {
  it('opens, toggles and closes a menu', () => {
    const open = navigationReducer(INITIAL_NAVIGATION, {
      type: 'open',
      id: MAIN_NAVIGATION_ID,
      menuType: 'top',
    });
    expect(open).toMatchObject({ active: 'main', type: 'top' });
    expect(navigationReducer(open, { type: 'toggle', id: 'main' })).toMatchObject({
      active: null,
      type: null,
    });
    expect(navigationReducer(open, { type: 'toggle', id: 'local' })).toMatchObject({
      active: 'local',
      type: null,
    });
    expect(navigationReducer(open, { type: 'close' }).active).toBeNull();
  });

  it('hides a menu (closing it) and records its status', () => {
    const open = navigationReducer(INITIAL_NAVIGATION, { type: 'open', id: 'main' });
    const hidden = navigationReducer(open, { type: 'hide', id: 'main', isHidden: true });
    expect(hidden).toMatchObject({ active: null, hidden: { main: true } });
    expect(navigationReducer(open, { type: 'hide', id: 'social', isHidden: true }).active).toBe('main');
    let state = INITIAL_NAVIGATION;
    for (const status of ['pin', 'unpin', 'unfixed', 'hidden'] as const) {
      state = navigationReducer(state, { type: 'status.update', id: 'main', status });
      expect(state.status.main).toBe(status);
    }
  });
});

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
