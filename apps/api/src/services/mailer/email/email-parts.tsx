import { Button, Column, Link, Row, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

import { EMAIL_COLORS, paragraph } from './email-layout.tsx';

// The building blocks every designed e-mail shares (docs/decisions/0204-e-mail-outbox-templates-and-restaurant-notices.md):
// a fact row (label and value), the action button, a plain link and a small print line, all with
// inline styles because mail clients drop style sheets.

const term: CSSProperties = {
  color: EMAIL_COLORS.muted,
  fontSize: '14px',
  padding: '3px 8px 3px 0',
  verticalAlign: 'top',
  width: '40%',
};
export const detail: CSSProperties = { fontSize: '14px', padding: '3px 0', verticalAlign: 'top' };
const button: CSSProperties = {
  backgroundColor: EMAIL_COLORS.accent,
  borderRadius: '6px',
  color: '#ffffff',
  display: 'inline-block',
  fontSize: '15px',
  fontWeight: 700,
  padding: '12px 20px',
  textDecoration: 'none',
};
const small: CSSProperties = {
  ...paragraph,
  color: EMAIL_COLORS.muted,
  fontSize: '13px',
  lineHeight: '19px',
};

/** One row of facts: the label in the muted left column, the value beside it. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Row>
      <Column style={term}>{label}</Column>
      <Column style={detail}>{children}</Column>
    </Row>
  );
}

/** A block of fact rows: [label, value] pairs, values already formatted. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      {rows.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </Section>
  );
}

/** The e-mail's one action as a button (a real link, so it works without images or styles). */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '4px 0 16px' }}>
      <Button href={href} style={button}>
        {children}
      </Button>
    </Section>
  );
}

/** A link in the site's accent colour. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: EMAIL_COLORS.accent }}>
      {children}
    </Link>
  );
}

/** A telephone number as a `tel:` link, so a phone dials it in one tap. */
export function PhoneLink({ phone }: { phone: string }) {
  return <TextLink href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</TextLink>;
}

/** A paragraph of body text. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** Small print: why the e-mail came, how to stop it. */
export function SmallPrint({ children }: { children: ReactNode }) {
  return <Text style={small}>{children}</Text>;
}
