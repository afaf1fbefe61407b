import { AppError } from '@larder/shared/errors';
import { withoutQueue } from '../email/email-queue.ts';
import type { NewsletterPreview } from '@larder/shared/schemas/subscription';
import type { Mailer } from '../email/email-message.ts';
import {
  newsletterMaterial,
  renderNewsletter,
  withToken,
  type NewsletterRunContext,
  type NewsletterVariant,
} from './send-runner.ts';

type PreviewContext = Pick<NewsletterRunContext, 'db' | 'sitesConfig' | 'apiOrigin'>;

const notPublished = () =>
  new AppError('recipe_not_found', 'Publish the recipe first: newsletters go out for published recipes.');

/** A token that names no subscription: the preview's and the test's unsubscribe links lead nowhere. */
const NO_TOKEN = 'preview';

/**
 * The newsletter of a published recipe as a reader of the variant gets it, rendered by the same
 * code a send uses; nothing is sent or recorded.
 */
export async function previewNewsletter(
  context: PreviewContext,
  siteId: string,
  recipeId: string,
  note: string | null,
  variant: NewsletterVariant,
): Promise<NewsletterPreview> {
  const material = await newsletterMaterial(context, siteId, recipeId, note);
  if (!material) throw notPublished();
  const { subject, html } = await renderNewsletter(material, variant);
  return { subject, html: withToken(html, NO_TOKEN) };
}

/**
 * The newsletter as a paying subscriber gets it, in the kitchen's units, to one address (the
 * manager asking), its subject marked as a test; on the transactional stream, as it goes to one
 * person who asked for it.
 */
export async function sendTestNewsletter(
  context: PreviewContext & { mailer: Mailer },
  siteId: string,
  recipeId: string,
  note: string | null,
  to: string,
): Promise<void> {
  const material = await newsletterMaterial(context, siteId, recipeId, note);
  if (!material) throw notPublished();
  const { site, brand } = material;
  const { subject, html, text } = await renderNewsletter(material, {
    entitled: true,
    measurementSystem: site.default_measurement_system,
    temperatureSystem: site.default_temperature_system,
  });
  // Past the queue: the manager is told whether the test went, at once.
  await withoutQueue(context.mailer).send({
    to,
    senderName: brand.title,
    subject: `[Test] ${subject}`,
    html: withToken(html, NO_TOKEN),
    text: withToken(text, NO_TOKEN),
    tag: 'newsletter-test',
    stream: 'transactional',
  });
}
