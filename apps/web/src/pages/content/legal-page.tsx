import { Trans, useLingui } from '@lingui/react/macro';
import { CANCELLATION_CUTOFF_HOURS, type TLocale } from '@tredjedel/domain';

import { COMPANY } from '../../lib/company.ts';
import { reopenConsent } from '../../tracking/consent.ts';
import type { TLegalPage } from '../../lib/routes.ts';
import { LEGAL_TITLES } from './legal-head.ts';

function Terms() {
  const hours = CANCELLATION_CUTOFF_HOURS;
  return (
    <>
      <h2>
        <Trans>Sælger</Trans>
      </h2>
      <p>
        {COMPANY.name}, {COMPANY.address}, CVR {COMPANY.cvr}, {COMPANY.email}.
      </p>
      <h2>
        <Trans>Hvad du køber</Trans>
      </h2>
      <p>
        <Trans>
          Du køber et bord til i dag på det valgte tidspunkt med de valgte menuer, til en tredjedel under
          normalprisen. Bordet er jeres i to timer fra det bookede tidspunkt. Billetten (ordrenummeret) sendes
          på e-mail.
        </Trans>
      </p>
      <h2>
        <Trans>Priser og betaling</Trans>
      </h2>
      <p>
        <Trans>
          Alle priser er i danske kroner inklusive 25 % moms. Der lægges et administrationsgebyr på hver
          ordre; det vises, før du betaler. Du betaler med kort hos vores betalingsudbyder.
        </Trans>
      </p>
      <h2>
        <Trans>Afbestilling og refusion</Trans>
      </h2>
      {/* What the flow, the e-mail and the manage page do (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md). */}
      <p>
        <Trans>
          Du kan afbestille gratis indtil {hours} timer før ankomst via linket i bekræftelsesmailen. Så får du
          hele beløbet tilbage på dit kort, og brugte gavekort kan bruges igen. Derefter kan bordet ikke
          afbestilles, og købet refunderes ikke. Booker du mindre end {hours} timer før ankomst, kan bordet
          ikke afbestilles; det står i bestillingen, før du betaler.
        </Trans>
      </p>
      <h2>
        <Trans>Fortrydelsesret</Trans>
      </h2>
      <p>
        <Trans>
          Køb af borde til en bestemt dag er en fritidsydelse til en bestemt dato, og der er derfor ikke
          fortrydelsesret (forbrugeraftalelovens § 18, stk. 2, nr. 12); afbestilling er mulig som beskrevet
          ovenfor. Gavekort kan fortrydes inden for 14 dage, hvis de ikke er brugt.
        </Trans>
      </p>
      <h2>
        <Trans>Alder</Trans>
      </h2>
      <p>
        <Trans>Køber skal være fyldt 18 år.</Trans>
      </p>
      <h2>
        <Trans>Klager</Trans>
      </h2>
      <p>
        <Trans>
          Skriv til os, hvis noget gik galt. Du kan også klage til Nævnenes Hus eller via EU-Kommissionens
          klageportal for onlinekøb.
        </Trans>
      </p>
    </>
  );
}

function Privacy() {
  return (
    <>
      <h2>
        <Trans>Dataansvarlig</Trans>
      </h2>
      <p>
        {COMPANY.name}, CVR {COMPANY.cvr}, {COMPANY.email}.
      </p>
      <h2>
        <Trans>Hvad vi gemmer og hvorfor</Trans>
      </h2>
      <p>
        <Trans>
          Når du booker, gemmer vi navn, e-mail og telefonnummer for at kunne levere bordet og sende billetten
          (aftalen, GDPR art. 6, stk. 1, litra b). Tilmelder du dig nyhedsbrevet, gemmer vi din e-mail med dit
          samtykke (litra a). Bogføringsdata gemmes i fem år.
        </Trans>
      </p>
      <h2>
        <Trans>Dine rettigheder</Trans>
      </h2>
      <p>
        <Trans>
          Du kan få indsigt i, rette og slette dine oplysninger og trække samtykke tilbage. Du kan klage til
          Datatilsynet.
        </Trans>
      </p>
    </>
  );
}

function Cookies() {
  return (
    <>
      <p>
        <Trans>
          Vi bruger nødvendige cookies, så siden virker (sikkerhed og din booking). Statistik- og
          marketingcookies bruger vi kun, hvis du siger ja. Du kan altid ændre dit valg.
        </Trans>
      </p>
      <h2>
        <Trans>Nødvendige</Trans>
      </h2>
      <p>
        <Trans>
          hold_id (din reservation, 15 minutter), td_consent (dit cookievalg, 1 år) og en sikkerhedsnøgle mod
          forfalskede formularer.
        </Trans>
      </p>
      <h2>
        <Trans>Statistik</Trans>
      </h2>
      <p>
        <Trans>Hvilke sider og steder der bliver set, så vi kan forbedre siden.</Trans>
      </p>
      <h2>
        <Trans>Marketing</Trans>
      </h2>
      <p>
        <Trans>
          Annoncemåling og en krypteret (hashet) e-mail i cookien td_em i 1 år, så vi kan måle effekten af
          vores annoncer.
        </Trans>
      </p>
      <button type="button" className="td-button" onClick={reopenConsent}>
        <Trans>Skift cookievalg</Trans>
      </button>
    </>
  );
}

export function LegalPage({ kind }: { locale: TLocale; kind: TLegalPage }) {
  const { i18n } = useLingui();
  return (
    <article className="td-prose" aria-labelledby="legal-title">
      <h1 id="legal-title" className="td-page-title">
        {i18n._(LEGAL_TITLES[kind])}
      </h1>
      {kind === 'terms' ? <Terms /> : kind === 'privacy' ? <Privacy /> : <Cookies />}
    </article>
  );
}
