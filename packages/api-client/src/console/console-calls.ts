import { queryOptions } from '@tanstack/react-query';
import type {
  TConsoleRole,
  TBookingMark,
  TConsoleMenuRequest,
  TConsoleNewPlaceInput,
  TConsoleProfile,
  TConsolePublishSlotRequest,
  TLocale,
} from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/**
 * The restaurants' console calls (/api/v4/console, docs/decisions/0500-restaurants-console.md): the session cookie goes
 * with every call; state-changing ones carry the CSRF token like every other call of the client.
 */
export const consoleKeys = {
  me: () => ['console', 'me'] as const,
  today: (placeId: number) => ['console', 'today', { placeId }] as const,
  tables: (placeId: number, date: string | undefined) => ['console', 'tables', { placeId, date }] as const,
  profile: (placeId: number) => ['console', 'profile', { placeId }] as const,
  audit: (placeId: number) => ['console', 'audit', { placeId }] as const,
  members: (placeId: number) => ['console', 'members', { placeId }] as const,
  allPlaces: () => ['console', 'all-places'] as const,
  applications: () => ['console', 'applications'] as const,
  newPlaceOptions: () => ['console', 'new-place'] as const,
};

const place = (placeId: number) => `console/places/${placeId}`;

export const consoleMeQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: consoleKeys.me(),
    queryFn: () => api.get('console/me', { answer: 'consoleMe' }),
    retry: false,
  });

/** Asked again every second while the page is open: a booking shows within two (ADR 0500). */
export const consoleTodayQueryOptions = (api: TApiClient, placeId: number) =>
  queryOptions({
    queryKey: consoleKeys.today(placeId),
    queryFn: () => api.get(`${place(placeId)}/today`, { answer: 'consoleToday' }),
    refetchInterval: 1000,
    refetchIntervalInBackground: false,
  });

export const consoleTablesQueryOptions = (api: TApiClient, placeId: number, date: string | undefined) =>
  queryOptions({
    queryKey: consoleKeys.tables(placeId, date),
    queryFn: () => api.get(`${place(placeId)}/tables`, { answer: 'consoleTables', query: { date } }),
    refetchInterval: 5000,
  });

export const consoleProfileQueryOptions = (api: TApiClient, placeId: number) =>
  queryOptions({
    queryKey: consoleKeys.profile(placeId),
    queryFn: () => api.get(`${place(placeId)}/profile`, { answer: 'consoleProfile' }),
  });

export const consoleAuditQueryOptions = (api: TApiClient, placeId: number) =>
  queryOptions({
    queryKey: consoleKeys.audit(placeId),
    queryFn: () => api.get(`${place(placeId)}/audit`, { answer: 'consoleAudit' }),
  });

export const requestSignInLink = (api: TApiClient, email: string, lang: TLocale) =>
  api.post('console/sign-in', { body: { email, lang }, answer: 'consoleSignIn' });
export const openConsoleSession = (api: TApiClient, token: string) =>
  api.post('console/session', { body: { token }, answer: 'consoleMe' });
export const signOut = (api: TApiClient, isEverywhere: boolean) =>
  api.post(isEverywhere ? 'console/sign-out-everywhere' : 'console/sign-out', {
    body: {},
    answer: 'consoleOk',
  });

export const markBooking = (api: TApiClient, placeId: number, bookingId: number, mark: TBookingMark | null) =>
  api.post(`${place(placeId)}/bookings/${bookingId}/mark`, { body: { mark }, answer: 'consoleOk' });
export const cancelBookingForGuest = (api: TApiClient, placeId: number, bookingId: number) =>
  api.post(`${place(placeId)}/bookings/${bookingId}/cancel`, { body: {}, answer: 'consoleOk' });

export const publishSlot = (api: TApiClient, placeId: number, request: TConsolePublishSlotRequest) =>
  api.post(`${place(placeId)}/slots`, { body: request, answer: 'consoleSlot' });
export const setSlotClosed = (api: TApiClient, placeId: number, slotId: number, isClosed: boolean) =>
  api.post(`${place(placeId)}/slots/${slotId}/${isClosed ? 'close' : 'reopen'}`, {
    body: {},
    answer: 'consoleClose',
  });
export const setDayClosed = (api: TApiClient, placeId: number, date: string, isClosed: boolean) =>
  api.post(`${place(placeId)}/days/${date}/${isClosed ? 'close' : 'reopen'}`, {
    body: {},
    answer: 'consoleClose',
  });
export const updateMenu = (api: TApiClient, placeId: number, menuId: number, request: TConsoleMenuRequest) =>
  api.post(`${place(placeId)}/menus/${menuId}`, { body: request, answer: 'consoleMenu' });
export const updateProfile = (api: TApiClient, placeId: number, profile: TConsoleProfile) =>
  api.post(`${place(placeId)}/profile`, { body: profile, answer: 'consoleProfile' });

export const consoleMembersQueryOptions = (api: TApiClient, placeId: number) =>
  queryOptions({
    queryKey: consoleKeys.members(placeId),
    queryFn: () => api.get(`${place(placeId)}/members`, { answer: 'consoleMembers' }),
    retry: false,
  });
/** Operators only (404 for anyone else): every place, to invite a first user. */
export const consoleAllPlacesQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: consoleKeys.allPlaces(),
    queryFn: () => api.get('console/places', { answer: 'consoleAllPlaces' }),
    retry: false,
  });
/** Operators only (404 for anyone else): the partner applications. */
export const consoleApplicationsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: consoleKeys.applications(),
    queryFn: () => api.get('console/applications', { answer: 'consoleApplications' }),
    retry: false,
  });

export const inviteMember = (
  api: TApiClient,
  placeId: number,
  invite: { email: string; name: string; role: TConsoleRole; lang: TLocale },
) => api.post(`${place(placeId)}/members`, { body: invite, answer: 'consoleOk' });
export const inviteApplicant = (api: TApiClient, applicationId: number, placeId: number) =>
  api.post(`console/applications/${applicationId}/invite`, {
    body: { place_id: placeId },
    answer: 'consoleOk',
  });
/** Operators only (404 for anyone else): the cities, areas, kinds and kitchens of a new place. */
export const consoleNewPlaceOptionsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: consoleKeys.newPlaceOptions(),
    queryFn: () => api.get('console/new-place', { answer: 'consoleNewPlaceOptions' }),
    retry: false,
  });
/** Operators only: a new place with its first menu and owner, who is e-mailed a sign-in link. */
export const createPlace = (api: TApiClient, request: TConsoleNewPlaceInput) =>
  api.post('console/places', { body: request, answer: 'consoleNewPlace' });
