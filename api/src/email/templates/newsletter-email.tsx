import { Heading, Img, Link, Section, Text } from '@react-email/components';
import type { EmailBrand } from '../email-brand.ts';
import { EmailButton } from './email-button.tsx';
import { EmailLayout, styles } from './email-layout.tsx';

export interface NewsletterSection {
  /** Empty for a recipe's only, untitled group. */
  title: string;
  lines: string[];
}

/** What a newsletter shows of a recipe for one reader: the teaser, or all of it in their units. */
export interface NewsletterRecipe {
  title: string;
  url: string;
  description: string;
  image: { url: string; alt: string } | null;
  /** False: a subscribers-only recipe for a reader without Full Access (teaser and upgrade link). */
  full: boolean;
  ingredients: NewsletterSection[];
  steps: NewsletterSection[];
}

export interface NewsletterEmailProps {
  brand: EmailBrand;
  recipe: NewsletterRecipe;
  /** The creator's words above the recipe, if any. */
  note: string | null;
  /** The kitchen's /subscribe page: where a reader without Full Access upgrades. */
  subscribeUrl: string;
  /** The kitchen's unsubscribe page for this reader. */
  unsubscribeUrl: string;
}

export function newsletterSubject(brand: EmailBrand, recipe: NewsletterRecipe): string {
  return `New from ${brand.title}: ${recipe.title}`;
}

const sectionHeading = { fontSize: '18px', lineHeight: '26px', color: '#111827', margin: '24px 0 8px' };

function Sections({
  heading,
  sections,
  numbered,
}: {
  heading: string;
  sections: NewsletterSection[];
  numbered: boolean;
}) {
  return (
    <Section>
      <Heading as="h2" style={sectionHeading}>
        {heading}
      </Heading>
      {sections.map((section, groupIndex) => (
        <Section key={groupIndex}>
          {section.title ? (
            <Text style={{ ...styles.text, fontWeight: 700, margin: '0 0 4px' }}>{section.title}</Text>
          ) : null}
          {section.lines.map((line, index) => (
            <Text key={index} style={{ ...styles.text, margin: '0 0 6px' }}>
              {numbered ? `${index + 1}. ${line}` : `• ${line}`}
            </Text>
          ))}
        </Section>
      ))}
    </Section>
  );
}

/**
 * A new-recipe newsletter for one reader: the recipe in full in their units, or, for a
 * subscribers-only recipe and a reader without Full Access, its teaser and an upgrade link.
 * Every one ends with a visible unsubscribe link (beside the `List-Unsubscribe` header).
 */
export function NewsletterEmail({ brand, recipe, note, subscribeUrl, unsubscribeUrl }: NewsletterEmailProps) {
  return (
    <EmailLayout brand={brand} preview={recipe.description || recipe.title} heading={recipe.title}>
      {note ? <Text style={styles.text}>{note}</Text> : null}
      {recipe.image ? (
        <Img
          src={recipe.image.url}
          alt={recipe.image.alt}
          width={456}
          style={{ maxWidth: '100%', margin: '0 0 16px' }}
        />
      ) : null}
      {recipe.description ? <Text style={styles.text}>{recipe.description}</Text> : null}
      {recipe.full ? (
        <>
          {recipe.ingredients.length ? (
            <Sections heading="Ingredients" sections={recipe.ingredients} numbered={false} />
          ) : null}
          {recipe.steps.length ? <Sections heading="Instructions" sections={recipe.steps} numbered /> : null}
          <EmailButton href={recipe.url} accentColor={brand.accentColor}>
            Open the recipe
          </EmailButton>
        </>
      ) : (
        <>
          <Text style={styles.text}>This recipe is for subscribers with Full Access.</Text>
          <EmailButton href={subscribeUrl} accentColor={brand.accentColor}>
            Upgrade to Full Access
          </EmailButton>
          <Text style={styles.small}>
            Or see the recipe’s preview:{' '}
            <Link href={recipe.url} style={styles.link}>
              {recipe.url}
            </Link>
          </Text>
        </>
      )}
      <Text style={styles.small}>
        You receive this because you subscribed to {brand.title}’s newsletter.{' '}
        <Link href={unsubscribeUrl} style={styles.link}>
          Unsubscribe
        </Link>
      </Text>
    </EmailLayout>
  );
}
