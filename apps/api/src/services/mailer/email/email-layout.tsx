import { Body, Container, Head, Heading, Html, Preview, Section, Text } from '@react-email/components';
import { serializeJsonLd, type TLocale } from '@tredjedel/domain';
import type { CSSProperties, ReactNode } from 'react';

// Inline styles: mail clients drop <style> blocks and external sheets. Colours and type follow
// the site's tokens (packages/ui/src/styles/tokens-and-base.css) in the few values a mail can carry.
export const EMAIL_COLORS = { ink: '#1f1a17', muted: '#5f5650', accent: '#b4301f', line: '#e4ddd6' };
const body: CSSProperties = {
  backgroundColor: '#f6f2ee',
  color: EMAIL_COLORS.ink,
  fontFamily: 'Helvetica, Arial, sans-serif',
  margin: 0,
  padding: '24px 0',
};
const container: CSSProperties = {
  backgroundColor: '#ffffff',
  borderRadius: '8px',
  maxWidth: '560px',
  padding: '24px',
};
const brand: CSSProperties = {
  color: EMAIL_COLORS.accent,
  fontSize: '18px',
  fontWeight: 700,
  margin: '0 0 16px',
};
const footer: CSSProperties = { color: EMAIL_COLORS.muted, fontSize: '12px', margin: '24px 0 0' };
export const paragraph: CSSProperties = { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };

/**
 * The frame of every designed e-mail: language, title, the preview line inboxes show, and
 * schema.org data in the head, which mail clients read to show e.g. a reservation card.
 */
export function EmailLayout({
  lang,
  title,
  preview,
  jsonLd,
  children,
}: {
  lang: TLocale;
  title: string;
  preview: string;
  jsonLd?: unknown;
  children: ReactNode;
}) {
  return (
    <Html lang={lang}>
      <Head>
        <title>{title}</title>
        {jsonLd === undefined ? null : (
          <script
            type="application/ld+json"
            // serializeJsonLd escapes "<", so the data cannot end the script element.
            dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
          />
        )}
      </Head>
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Text style={brand}>Tredjedel</Text>
          <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' }}>
            {title}
          </Heading>
          <Section>{children}</Section>
          <Text style={footer}>
            {lang === 'da'
              ? 'Tredjedel: dagens borde til en tredjedel under normalprisen.'
              : 'Tredjedel: today’s tables at a third off.'}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
