import { stepTextResolver } from '@larder/shared/recipe/step-text';
import { renderRichTextHtml } from '@larder/shared/rich-text/render-html';
import type { RichText } from '@larder/shared/rich-text/rich-text-schema';
import type { PublicIngredientUsageGroup } from '@larder/shared/schemas/recipe-public';
import type { PublicUnit } from '@larder/shared/schemas/unit';
import { useRecipeView, type KitchenDefaults } from '../stores/use-recipe-view';

interface Props {
  content: RichText;
  ingredientGroups: PublicIngredientUsageGroup[];
  units: PublicUnit[];
  defaults: KitchenDefaults;
}

/** Recipe rich text (notes, story) whose measurements follow the reader's units and servings. */
export default function ConvertedRichText({ content, ingredientGroups, units, defaults }: Props) {
  const view = useRecipeView(defaults);
  const html = renderRichTextHtml(
    content,
    stepTextResolver({ ingredientUsageGroups: ingredientGroups }, units, view),
  );
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
