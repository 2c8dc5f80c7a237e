import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { isCatalogueKey, type TCatalogueKey, type TFieldError } from '@tredjedel/domain';

/**
 * Every key of the domain's error catalogue in the visitor's language (STYLE 22): a new key in the
 * catalogue fails the build here. Placeholders: {n} people, {menu} a menu name, {sizes} party sizes.
 */
const ERROR_TEXT: Record<TCatalogueKey, MessageDescriptor> = {
  'errors.num_person': msg({ message: 'Ugyldigt antal personer' }),
  'errors.num_person_missing': msg({ message: 'Vælg hvor mange I er' }),
  'errors.time': msg({ message: 'Ugyldigt tidspunkt' }),
  'errors.menus_num_person': msg({ message: 'Vælg menuer til {n} personer' }),
  'errors.menu_select_person': msg({ message: 'Vælg menuer til {n} personer' }),
  'errors.menu_table_size_limit': msg({ message: '{menu} kan kun bestilles til {sizes} personer' }),
  'errors.menu_time': msg({ message: '{menu} kan ikke bestilles på dette tidspunkt' }),
  'errors.name': msg({ message: 'Skriv dit navn (højst 50 tegn)' }),
  'errors.email': msg({ message: 'Skriv en gyldig e-mailadresse' }),
  'errors.email_confirm': msg({ message: 'E-mailadresserne skal være ens' }),
  'errors.phone': msg({ message: 'Skriv et gyldigt mobilnummer' }),
  'errors.special_requests': msg({ message: 'Særlige ønsker kan højst fylde 500 tegn' }),
  'errors.is_accept_terms': msg({ message: 'Accepter betingelserne for at fortsætte' }),
  'errors.accept_terms': msg({ message: 'Accepter betingelserne for at fortsætte' }),
  'errors.gc-exist': msg({ message: 'Gavekortet er allerede tilføjet' }),
  'errors.gc-mail-phone': msg({ message: 'Skriv navn, e-mail og mobilnummer og en gyldig gavekortkode' }),
  'errors.gc-invalid': msg({ message: 'Ugyldigt gavekort' }),
  'errors.gc-num-person': msg({ message: 'Gavekortet gælder kun for {n} personer' }),
  'errors.coop_code': msg({ message: 'UGYLDIGT MEDLEMSNUMMER' }),
  'errors.coop_zip': msg({ message: 'Ugyldigt postnummer' }),
  'errors.giftcard_amount': msg({ message: 'Vælg et beløb til gavekortet' }),
  'errors.giftcard_quantity': msg({ message: 'Vælg et antal' }),
  'errors.giftcard_recipient': msg({ message: 'Modtagerens navn kan højst være 50 tegn' }),
  'errors.giftcard_message': msg({ message: 'Hilsenen kan højst være 300 tegn på 8 linjer' }),
  'errors.giftcard_code': msg({ message: 'Skriv koden fra gavekortet' }),
  'errors.error-gc-resto': msg({ message: 'Gavekortet gælder ikke hos dette sted' }),
  'errors.error-gc-expired': msg({ message: 'Gavekortet er ikke længere aktivt' }),
  'errors.error-matas-card': msg({ message: 'Medlemsnummeret er ugyldigt' }),
  'errors.error-gc-status': msg({ message: 'Gavekortet er allerede brugt' }),
  'errors.error-gc-user': msg({ message: 'Gavekortet kan ikke bruges af dig' }),
  'errors.error-gc-newuser': msg({ message: 'Gavekortet gælder kun for nye kunder' }),
  'errors.error-gc-maxuse': msg({ message: 'Gavekortet er brugt det højeste antal gange' }),
  'errors.no_table_available': msg({
    message: 'Det sidste bord er lige blevet solgt, så du kan ikke gennemføre denne ordre',
  }),
  'errors.table_on_hold': msg({
    message:
      'En anden holder lige nu det sidste bord på dette tidspunkt. Det kan blive ledigt inden for 15 minutter: vælg et andet tidspunkt, eller prøv igen om lidt.',
  }),
  'errors.hold_limit': msg({
    message:
      'Du har allerede reserveret så mange borde, som man kan på én gang. Gør en booking færdig, eller vent til en reservation udløber.',
  }),
  'errors.too_many_requests': msg({
    message: 'Der kom for mange forsøg på kort tid. Vent et minut, og prøv igen.',
  }),
  'errors.waitlist_in_stock': msg({ message: 'Der er et ledigt bord på dette tidspunkt: book det nu' }),
  'errors.waitlist_consent': msg({
    message: 'Sæt hak, hvis vi må sende dig én e-mail, når et bord bliver ledigt',
  }),
  'errors.partner_required': msg({ message: 'Udfyld feltet' }),
  'errors.partner_message': msg({ message: 'Skriv højst 2000 tegn' }),
  'errors.new_place_price': msg({ message: 'Skriv en normalpris i hele kroner fra 1 til 10.000' }),
  'errors.new_place_area': msg({ message: 'Vælg en by, sitet har, og et af dens områder' }),
  'errors.new_place_kitchens': msg({ message: 'Vælg køkkener fra listen' }),
  'errors.cancel_too_late': msg({
    message:
      'Bookinger kan afbestilles indtil {n} timer før ankomst, så denne booking kan ikke længere afbestilles',
  }),
  'errors.cancel_not_confirmed': msg({ message: 'Kun en bekræftet booking kan afbestilles' }),
  'errors.modal-title': msg({ message: 'Fejl' }),
  'errors.unknown': msg({ message: 'Det mislykkedes. Genindlæs siden, og prøv igen' }),
  'message.all_hold_warning': msg({
    message: 'En anden er ved at købe den sidste plads lige nu, så du kan ikke fortsætte bookingen',
  }),
  'message.hold_expired': msg({ message: 'Dit bord er ikke længere reserveret. Vælg et tidspunkt igen.' }),
  'message.payment_failed': msg({ message: 'Betalingen mislykkedes. Prøv igen.' }),
  'message.times_load_failed': msg({ message: 'Tiderne kunne ikke hentes. Genindlæs siden, og prøv igen' }),
  'message.menus_load_failed': msg({ message: 'Menuerne kunne ikke hentes. Genindlæs siden, og prøv igen' }),
  'message.giftcode_remove_failed': msg({
    message: 'Gavekoden kunne ikke fjernes. Genindlæs siden, og prøv igen',
  }),
  'message.giftcard_purchase_failed': msg({ message: 'Det mislykkedes. Genindlæs siden, og prøv igen' }),
  'message.choose_time': msg({ message: 'Vælg et ankomsttidspunkt' }),
  'message.choose_menus': msg({ message: 'Vælg menuerne' }),
  'message.enter_contact': msg({ message: 'Skriv navn, e-mail og mobilnummer' }),
  'message.emails_must_match': msg({ message: 'E-mailadresserne skal være ens' }),
  'message.enter_giftcard_value': msg({ message: 'Vælg et beløb til gavekortet' }),
  'message.not_possible': msg({ message: 'Ikke muligt' }),
  gc_success_msg: msg({ message: 'Gavekortet er tilføjet' }),
};

const BYCODE_TEXT = msg({ message: 'Det mislykkedes. Genindlæs siden, og prøv igen ({code})' });

/** Renders a descriptor with values given at render time (the record's descriptors carry none). */
function render(i18n: I18n, descriptor: MessageDescriptor, values: Record<string, string | number>): string {
  const translate = i18n.t.bind(i18n);
  return translate({
    id: descriptor.id,
    ...(descriptor.message === undefined ? {} : { message: descriptor.message }),
    values,
  });
}

/** The text of an error key with its parameters, in the active language. */
export function translateError(i18n: I18n, key: string, params: TFieldError['params'] = {}): string {
  const values = {
    n: params.n ?? '',
    menu: params.menu ?? '',
    sizes: params.sizes ?? '',
    code: params.code ?? '',
  };
  if (isCatalogueKey(key)) return render(i18n, ERROR_TEXT[key], values);
  const code = key.startsWith('errors.bycode-') ? key.slice('errors.bycode-'.length) : key;
  return render(i18n, BYCODE_TEXT, { ...values, code });
}
