import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import type { EmailBrand } from '../email-brand.ts';

/** System fonts only: a remote font is one more request a mail client blocks or a filter dislikes. */
const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif';

export const styles = {
  text: { fontSize: '16px', lineHeight: '24px', color: '#1f2937', margin: '0 0 16px' },
  small: { fontSize: '13px', lineHeight: '20px', color: '#4b5563', margin: '0 0 8px' },
  /** A link inside text: underlined (told apart without colour) and dark enough to read (WCAG AA). */
  link: { color: '#1d4ed8', textDecoration: 'underline' },
  code: {
    fontSize: '32px',
    lineHeight: '40px',
    fontWeight: 700,
    letterSpacing: '6px',
    fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
    color: '#111827',
    margin: '0 0 24px',
  },
} as const;

/** The frame of every e-mail: the kitchen's logo (or title), a heading, the body and a footer. */
export function EmailLayout(props: {
  brand: EmailBrand;
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  const { brand } = props;
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f6f6f4', fontFamily: FONT, margin: 0, padding: '24px 0' }}>
        <Container
          style={{
            backgroundColor: '#ffffff',
            borderTop: `4px solid ${brand.accentColor}`,
            maxWidth: '520px',
            padding: '32px',
          }}
        >
          <Section style={{ marginBottom: '24px' }}>
            {brand.logo ? (
              <Img
                src={brand.logo.url}
                alt={brand.title}
                width={brand.logo.width}
                height={brand.logo.height}
              />
            ) : (
              <Text style={{ fontSize: '20px', fontWeight: 700, color: brand.accentColor, margin: 0 }}>
                {brand.title}
              </Text>
            )}
          </Section>
          <Heading
            as="h1"
            style={{ fontSize: '22px', lineHeight: '30px', color: '#111827', margin: '0 0 16px' }}
          >
            {props.heading}
          </Heading>
          {props.children}
          <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 16px' }} />
          <Text style={styles.small}>
            {brand.title} · {new URL(brand.origin).host}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
