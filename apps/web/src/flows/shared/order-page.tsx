import { useLingui } from '@lingui/react/macro';
import type { TApiClient } from '@tredjedel/api-client';
import type { TOrderArgs } from '@tredjedel/api-client/orders/get-order';
import type { TLocale } from '@tredjedel/domain';
import { UiLink } from '@tredjedel/ui';
import { Alert } from '@tredjedel/ui/forms/fields';
import type { ReactNode } from 'react';

import { homePath } from '../../lib/routes.ts';

/** What a page opened by an order link is given: the API, the order link's arguments, the language. */
export type TOrderLinkPageProps = {
  api: TApiClient;
  args: TOrderArgs;
  locale: TLocale;
  /** The page's server time (useServerOffset): what "still ahead" means on this page. */
  serverTime: string;
};

/** The frame of a page opened by an order link: its heading, then the panel of what it says. */
export function OrderPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="td-flow">
      <div className="td-flow__head">
        <h1 className="td-flow__title">{title}</h1>
      </div>
      <div className="td-flow__panel">{children}</div>
    </div>
  );
}

/**
 * What a page opened by an order link shows until the order is read, or when the link opens none:
 * `of` says whether the page speaks of the order (confirmations) or of the booking (manage page).
 */
export function OrderPageFallback({ of, isError }: { of: 'order' | 'booking'; isError: boolean }) {
  const { t } = useLingui();
  const text =
    of === 'order'
      ? {
          title: t`Bekræftelse`,
          notFound: t`Vi kunne ikke finde ordren. Tjek linket i din e-mail.`,
          loading: t`Henter ordren…`,
        }
      : {
          title: t`Din booking`,
          notFound: t`Vi kunne ikke finde bookingen. Tjek linket i din e-mail.`,
          loading: t`Henter bookingen…`,
        };
  return (
    <div className="td-flow">
      <h1 className="td-flow__title">{text.title}</h1>
      {isError ? (
        <Alert tone="error">{text.notFound}</Alert>
      ) : (
        <p className="td-flow__loading">{text.loading}</p>
      )}
    </div>
  );
}

/** The way back to the front page, last of an order page's actions. */
export function HomeButton({ locale }: { locale: TLocale }) {
  const { t } = useLingui();
  return (
    <UiLink className="td-button td-button--ghost" href={homePath(locale)}>
      {t`Til forsiden`}
    </UiLink>
  );
}
