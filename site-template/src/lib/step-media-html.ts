import { mediaItems } from '@larder/shared/media/media-items';
import type { PublicInstructionGroup } from '@larder/shared/schemas/recipe-public';
import { mediaSliderHtml } from './media-slider-html';

/**
 * Media slider markup for every step that has a video or photos, keyed by instruction id. Steps
 * are numbered across groups, as on the page (#step-N).
 */
export function stepMediaHtml(
  groups: PublicInstructionGroup[],
  { builtImages = true }: { builtImages?: boolean } = {},
): Record<string, string> {
  const steps = groups.flatMap((group) => group.instructions);
  return Object.fromEntries(
    steps
      .map((step, index): [string, string] => [
        step.id,
        mediaSliderHtml(mediaItems({ video: step.video, images: step.images }), {
          label: `Step ${index + 1} photos and video`,
          sizes: '(min-width: 900px) 480px, 100vw',
          className: 'step-media',
          builtImages,
        }),
      ])
      .filter(([, html]) => html),
  );
}
