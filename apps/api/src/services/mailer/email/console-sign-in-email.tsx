import { SIGN_IN_LINK_TTL_MINUTES, type TLocale } from '@tredjedel/domain';

import { EmailLayout } from './email-layout.tsx';
import { ActionButton, Paragraph, SmallPrint, TextLink } from './email-parts.tsx';

const CONSOLE_SIGN_IN_TEXTS: Record<
  TLocale,
  { subject: string; intro: string; button: string; fallback: string; outro: string }
> = {
  da: {
    subject: 'Log ind på Tredjedels konsol',
    intro: `Klik på knappen for at logge ind. Linket virker én gang og i ${SIGN_IN_LINK_TTL_MINUTES} minutter.`,
    button: 'Log ind',
    fallback: 'Virker knappen ikke, så åbn dette link:',
    outro: 'Har du ikke bedt om at logge ind, kan du se bort fra denne e-mail.',
  },
  en: {
    subject: 'Sign in to the Tredjedel console',
    intro: `Use the button to sign in. The link works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes.`,
    button: 'Sign in',
    fallback: 'If the button does not work, open this link:',
    outro: 'If you did not ask to sign in, you can ignore this e-mail.',
  },
};

const INVITED: Record<TLocale, (place: string) => { subject: string; intro: string; outro: string }> = {
  da: (place) => ({
    subject: `Du er inviteret til ${place} på Tredjedel`,
    intro: `Du er inviteret til at bruge konsollen for ${place} på Tredjedel: stedets borde, tider og bookinger. Klik på knappen for at logge ind. Linket virker én gang og i ${SIGN_IN_LINK_TTL_MINUTES} minutter.`,
    outro: 'Er linket udløbet, kan du bede om et nyt på siden, hvor du logger ind, med denne e-mailadresse.',
  }),
  en: (place) => ({
    subject: `You are invited to ${place} on Tredjedel`,
    intro: `You are invited to use the console of ${place} on Tredjedel: the place's tables, times and bookings. Use the button to sign in. The link works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes.`,
    outro: 'If the link has expired, ask for a new one on the sign-in page with this e-mail address.',
  }),
};

/** The sign-in texts, or the invitation's when `invitedTo` names a place. */
export function consoleSignInTexts(lang: TLocale, invitedTo?: string) {
  return invitedTo
    ? { ...CONSOLE_SIGN_IN_TEXTS[lang], ...INVITED[lang](invitedTo) }
    : CONSOLE_SIGN_IN_TEXTS[lang];
}

/** The console's single-use sign-in link (or invitation) as a button, and written out beneath it. */
export function ConsoleSignInEmail({
  url,
  lang,
  invitedTo,
}: {
  url: string;
  lang: TLocale;
  invitedTo?: string;
}) {
  const text = consoleSignInTexts(lang, invitedTo);
  return (
    <EmailLayout lang={lang} title={text.subject} preview={text.intro}>
      <Paragraph>{text.intro}</Paragraph>
      <ActionButton href={url}>{text.button}</ActionButton>
      <SmallPrint>
        {text.fallback} <TextLink href={url}>{url}</TextLink>
      </SmallPrint>
      <SmallPrint>{text.outro}</SmallPrint>
    </EmailLayout>
  );
}
