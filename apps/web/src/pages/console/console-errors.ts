import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

type TBody = {
  error?: string;
  msg?: string;
  taken?: number;
  booked?: number;
  held?: number;
  message?: string;
};

/** The server's refusal in the user's language: the console's own keys, else the server's text. */
export function consoleErrorText(i18n: I18n, error: unknown): string {
  const body = (error as { body?: TBody } | null)?.body;
  if (body?.msg === 'console.covers_taken') {
    const taken = body.taken ?? 0;
    const booked = body.booked ?? 0;
    const held = body.held ?? 0;
    return i18n._(
      msg`${taken} kuverter er taget (${booked} booket, ${held} holdt): antallet kan ikke sættes lavere end ${taken}.`,
    );
  }
  if (body?.msg === 'console.link_refused')
    return i18n._(msg`Linket er brugt eller udløbet. Bed om et nyt herunder.`);
  if (body?.msg === 'console.already_invited') return i18n._(msg`Ansøgeren er allerede inviteret.`);
  if (body?.error === 'not_found') return i18n._(msg`Findes ikke, eller du har ikke adgang til det.`);
  if (body?.error === 'rate_limited') return i18n._(msg`For mange forsøg. Vent lidt, og prøv igen.`);
  if (body?.error === 'unauthorized') return i18n._(msg`Du er logget ud. Log ind igen.`);
  if (body?.msg === 'errors.time' || body?.error === 'unprocessable_entity')
    return i18n._(msg`Tjek felterne: tidspunktet skal ligge i dag eller i morgen og ikke være passeret.`);
  return i18n._(msg`Noget gik galt. Prøv igen.`);
}
