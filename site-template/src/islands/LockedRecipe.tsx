import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import type { PublicUnit } from '@larder/shared/schemas/unit';
import { firstBlockHasText, richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import { useEffect, useState } from 'react';
import { readAuthToken } from '../lib/auth-token';
import { stepMediaHtml } from '../lib/step-media-html';
import type { KitchenDefaults } from '../stores/use-recipe-view';
import ConvertedRichText from './ConvertedRichText';
import IngredientList from './IngredientList';
import InstructionList from './InstructionList';
import RecipeControls from './RecipeControls';

interface Props {
  apiOrigin: string;
  siteSlug: string;
  recipeSlug: string;
  units: PublicUnit[];
  defaults: KitchenDefaults;
  /** The teaser lines shown to everyone (never the locked content). */
  teaser: string[];
}

/**
 * A subscribers-only recipe. The static page carries only the teaser and the lock message; a
 * signed-in reader's token is sent to the API, which returns the whole recipe only to entitled
 * viewers (the kitchen's managers and paid subscribers), and the page then shows it in full.
 */
export default function LockedRecipe({ apiOrigin, siteSlug, recipeSlug, units, defaults, teaser }: Props) {
  const [recipe, setRecipe] = useState<PublicRecipe | null>(null);

  useEffect(() => {
    const token = readAuthToken();
    if (!token) return;
    const controller = new AbortController();
    fetch(`${apiOrigin}/api/v1/site/${siteSlug}/recipes/${recipeSlug}`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) return;
        const body = (await response.json()) as { recipe: PublicRecipe };
        if (!body.recipe.isLocked) setRecipe(body.recipe);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load the full recipe', error);
      });
    return () => {
      controller.abort();
    };
  }, [apiOrigin, siteSlug, recipeSlug]);

  if (recipe) {
    const groups = recipe.instructionGroups
      .map((group) => ({
        ...group,
        instructions: group.instructions.filter((step) => richTextToPlainText(step.content).trim()),
      }))
      .filter((group) => group.instructions.length > 0);
    return (
      <section id="recipe" className="recipe-card-panel" aria-label="Recipe">
        <p className="unlocked-note">You have full access to this premium recipe.</p>
        <div className="recipe-toolbar">
          <RecipeControls
            yieldServings={recipe.yieldServings}
            servingDescription={recipe.servingDescription}
            defaults={defaults}
          />
        </div>
        <div className="recipe-body">
          <aside className="ingredients" aria-labelledby="ingredients-heading">
            <IngredientList groups={recipe.ingredientUsageGroups} defaults={defaults} />
          </aside>
          <section className="instructions" aria-labelledby="instructions-heading">
            <h2 id="instructions-heading">Instructions</h2>
            <InstructionList
              groups={groups}
              ingredientGroups={recipe.ingredientUsageGroups}
              units={units}
              defaults={defaults}
              mediaHtml={stepMediaHtml(groups, { builtImages: false })}
            />
            {recipe.note && firstBlockHasText(recipe.note) ? (
              <section className="notes" aria-labelledby="notes-heading">
                <h2 id="notes-heading">Notes</h2>
                <ConvertedRichText
                  content={recipe.note}
                  ingredientGroups={recipe.ingredientUsageGroups}
                  units={units}
                  defaults={defaults}
                />
              </section>
            ) : null}
          </section>
        </div>
      </section>
    );
  }

  return (
    <section className="locked" aria-labelledby="locked-heading">
      <div className="recipe-locked-content teaser" aria-hidden="true">
        {teaser.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <h2 id="locked-heading" className="visually-hidden">
        Subscribers-only recipe
      </h2>
      <p className="lock-message">
        This is a premium recipe and is only available to subscribers with full access subscriptions
      </p>
      <a className="button" href="/subscribe">
        Subscribe
      </a>
    </section>
  );
}
