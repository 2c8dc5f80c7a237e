import { useLingui } from '@lingui/react/macro';
import type { TLocale } from '@tredjedel/domain';
import { ConsentBanner } from '@tredjedel/ui/consent-banner';

import type { TConsent } from '../../tracking/consent.ts';
import { LEGAL_PATHS } from '../../lib/routes.ts';

/**
 * The consent banner with its texts. Every page's HTML carries it, pending, so that a visitor who
 * has not chosen sees it with the page's first paint; the browser then asks or removes it
 * (tracking/consent.ts, docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
 */
export function ConsentPrompt({
  locale,
  consent,
  isPending,
  isOpenedByVisitor,
  onDecide,
}: {
  locale: TLocale;
  consent: TConsent | null;
  isPending: boolean;
  /** Opened from the footer: focus moves in, and back to the footer's button once decided. */
  isOpenedByVisitor: boolean;
  onDecide: (choice: TConsent) => void;
}) {
  const { t } = useLingui();
  return (
    <ConsentBanner
      policyHref={LEGAL_PATHS.cookies[locale]}
      {...(consent ? { initial: consent } : {})}
      isPending={isPending}
      isOpenedByVisitor={isOpenedByVisitor}
      onDecide={onDecide}
      labels={{
        title: t`Må vi bruge cookies?`,
        body: t`Nødvendige cookies får siden til at virke. Med dit samtykke bruger vi også cookies til statistik og marketing. Du kan altid ændre dit valg.`,
        necessary: t`Nødvendige`,
        necessaryNote: t`(altid slået til)`,
        statistics: t`Statistik`,
        statisticsNote: t`hjælper os med at forbedre siden`,
        marketing: t`Marketing`,
        marketingNote: t`måler effekten af vores annoncer`,
        acceptAll: t`Accepter alle`,
        refuseAll: t`Afvis alle`,
        save: t`Gem mit valg`,
        policyLink: t`Læs cookiepolitikken`,
      }}
    />
  );
}
