import { SIGN_IN_LINK_TTL_MINUTES, type TLocale } from '@tredjedel/domain';

import { EmailLayout } from './email-layout.tsx';
import { ActionButton, Paragraph, SmallPrint, TextLink } from './email-parts.tsx';

export const CONSOLE_SIGN_IN_TEXTS: Record<
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

/** The console's single-use sign-in link as a button, and written out beneath it. */
export function ConsoleSignInEmail({ url, lang }: { url: string; lang: TLocale }) {
  const text = CONSOLE_SIGN_IN_TEXTS[lang];
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
