import type { TNavigation, TNavigationStatus } from '../entities/page-state.ts';

/** The id of the main navigation menu (docs/product/spec.md §2). */
export const MAIN_NAVIGATION_ID = 'main';

export const INITIAL_NAVIGATION: TNavigation = { active: null, type: null, hidden: {}, status: {} };

export type TNavigationAction =
  | { type: 'open'; id: string; menuType?: string }
  | { type: 'close' }
  | { type: 'toggle'; id: string; menuType?: string }
  | { type: 'hide'; id: string; isHidden: boolean }
  | { type: 'status.update'; id: string; status: TNavigationStatus };

/** Navigation (docs/product/spec.md §4): open, close, toggle, hide a menu, and its status (pin, unpin, unfixed, hidden). */
export const navigationReducer = (state: TNavigation, action: TNavigationAction): TNavigation => {
  switch (action.type) {
    case 'open':
      return { ...state, active: action.id, type: action.menuType ?? null };
    case 'close':
      return { ...state, active: null, type: null };
    case 'toggle':
      return state.active === action.id
        ? navigationReducer(state, { type: 'close' })
        : navigationReducer(state, { type: 'open', id: action.id, menuType: action.menuType });
    case 'hide':
      return {
        ...state,
        hidden: { ...state.hidden, [action.id]: action.isHidden },
        // A hidden menu cannot stay open.
        ...(action.isHidden && state.active === action.id ? { active: null, type: null } : {}),
      };
    case 'status.update':
      return { ...state, status: { ...state.status, [action.id]: action.status } };
  }
};
