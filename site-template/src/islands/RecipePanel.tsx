import { firstBlockHasText } from '@larder/shared/rich-text/plain-text';
import type { RichText } from '@larder/shared/rich-text/rich-text-schema';
import type {
  PublicIngredientUsageGroup,
  PublicInstructionGroup,
} from '@larder/shared/schemas/recipe-public';
import type { PublicUnit } from '@larder/shared/schemas/unit';
import type { RefObject } from 'react';
import type { KitchenDefaults } from '../stores/use-recipe-view';
import ConvertedRichText from './ConvertedRichText';
import CookMode from './CookMode';
import IngredientList from './IngredientList';
import InstructionList from './InstructionList';
import RecipeControls from './RecipeControls';
import ShareActions from './ShareActions';
import ShopIngredients from './ShopIngredients';

export interface RecipePanelProps {
  yieldServings: number | null;
  servingDescription: string | null;
  ingredientGroups: PublicIngredientUsageGroup[];
  /** The steps shown (lib/shown-steps.ts). */
  instructionGroups: PublicInstructionGroup[];
  note: RichText | null;
  /** Media slider markup per step (lib/step-media-html.ts). */
  mediaHtml: Record<string, string>;
  units: PublicUnit[];
  defaults: KitchenDefaults;
  /** The kitchen's "Shop ingredients" option. */
  shopIngredients: boolean;
  /** Above the controls: why this reader sees a subscribers-only recipe. */
  unlockedNote?: string | undefined;
  panelRef?: RefObject<HTMLElement | null> | undefined;
}

/**
 * The recipe itself (spec §2 "Recipe page"): servings, units and cook mode; the ingredients with
 * their shopping list; the numbered steps with timers; the notes; the print link. One component
 * for the static page and for a subscribers-only recipe unlocked in the browser, so the two
 * cannot drift apart. Controls that need a script (cook mode, the shopping list, print) carry
 * `needs-js` and stay hidden without one.
 */
export default function RecipePanel({
  yieldServings,
  servingDescription,
  ingredientGroups,
  instructionGroups,
  note,
  mediaHtml,
  units,
  defaults,
  shopIngredients,
  unlockedNote,
  panelRef,
}: RecipePanelProps) {
  return (
    <section id="recipe" className="recipe-card-panel" aria-label="Recipe" ref={panelRef}>
      {unlockedNote ? <p className="unlocked-note">{unlockedNote}</p> : null}
      <div className="recipe-toolbar">
        <RecipeControls
          yieldServings={yieldServings}
          servingDescription={servingDescription}
          defaults={defaults}
        />
        <CookMode />
      </div>
      <div className="recipe-body">
        <aside className="ingredients" aria-labelledby="ingredients-heading">
          <IngredientList groups={ingredientGroups} defaults={defaults} />
          {shopIngredients ? <ShopIngredients groups={ingredientGroups} defaults={defaults} /> : null}
        </aside>
        <section className="instructions" aria-labelledby="instructions-heading">
          <h2 id="instructions-heading">Instructions</h2>
          <InstructionList
            groups={instructionGroups}
            ingredientGroups={ingredientGroups}
            units={units}
            defaults={defaults}
            mediaHtml={mediaHtml}
          />
          {note && firstBlockHasText(note) ? (
            <details className="notes" open>
              <summary>
                <h2 id="notes-heading">Notes</h2>
              </summary>
              <ConvertedRichText
                content={note}
                ingredientGroups={ingredientGroups}
                units={units}
                defaults={defaults}
              />
            </details>
          ) : null}
        </section>
      </div>
      <p className="print-this needs-js">
        <ShareActions actions={['print']} printLabel="Print this recipe" />
      </p>
    </section>
  );
}
