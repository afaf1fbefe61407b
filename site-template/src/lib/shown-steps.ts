import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import type { PublicInstructionGroup } from '@larder/shared/schemas/recipe-public';

/**
 * The instruction groups a recipe page shows: empty steps are skipped, and groups left with no
 * step with them, so steps are numbered across groups exactly as in the JSON-LD (#step-N).
 */
export function shownInstructionGroups(groups: PublicInstructionGroup[]): PublicInstructionGroup[] {
  return groups
    .map((group) => ({
      ...group,
      instructions: group.instructions.filter((step) => richTextToPlainText(step.content).trim()),
    }))
    .filter((group) => group.instructions.length > 0);
}
