import { ingredientParts, isEmptyUsage } from '@larder/shared/recipe/ingredient-line';
import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import type { PublicIngredientUsageGroup } from '@larder/shared/schemas/recipe-public';
import { useEffect, useRef, useState } from 'react';
import { $checkedIngredients, toggleIngredient } from '../stores/recipe-view';
import { useHydratedStore } from '../stores/use-hydrated-store';
import { useRecipeView, type KitchenDefaults } from '../stores/use-recipe-view';
import { usePanelCollapse } from './use-panel-collapse';

interface Props {
  groups: PublicIngredientUsageGroup[];
  defaults: KitchenDefaults;
}

const EMPTY = new Set<string>();

/** Sticky only when the whole panel fits in the window height minus 40px (spec §9). */
function useFitsWindow(ref: React.RefObject<HTMLElement | null>): boolean {
  const [fits, setFits] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      setFits(element.offsetHeight <= window.innerHeight - 40);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return fits;
}

/** The ingredient groups, scaled and converted, with checkboxes that dim checked items. */
export default function IngredientList({ groups, defaults }: Props) {
  const view = useRecipeView(defaults);
  const checked = useHydratedStore($checkedIngredients, EMPTY);
  const panel = usePanelCollapse();
  const ref = useRef<HTMLDivElement>(null);
  const sticky = useFitsWindow(ref) && !panel.isMobile;
  const visibleGroups = groups.filter((group) => !group.ingredientUsages.every(isEmptyUsage));

  return (
    <div ref={ref} className={`ingredients-panel${sticky ? ' is-sticky' : ''}`}>
      <h2 id="ingredients-heading">
        {panel.isMobile ? (
          <button
            type="button"
            className="panel-toggle"
            aria-expanded={panel.expanded}
            onClick={panel.toggle}
          >
            Ingredients
          </button>
        ) : (
          'Ingredients'
        )}
      </h2>
      <div hidden={!panel.expanded}>
        {visibleGroups.map((group) => (
          <section key={group.id} className="ingredient-group">
            {group.title ? <h3>{group.title}</h3> : null}
            {group.note ? <p className="note">{group.note}</p> : null}
            <ul>
              {group.ingredientUsages
                .filter((usage) => !isEmptyUsage(usage))
                .map((usage) => {
                  const { amount, name } = ingredientParts(usage, view);
                  const preparation = richTextToPlainText(usage.preparation).trim();
                  const isChecked = checked.has(usage.id);
                  return (
                    <li key={usage.id} className={isChecked ? 'is-checked' : undefined}>
                      <label>
                        <input
                          type="checkbox"
                          checked={isChecked}
                          onChange={() => {
                            toggleIngredient(usage.id);
                          }}
                        />
                        <span>
                          {amount ? <strong className="amount">{amount}</strong> : null} {name}
                          {preparation ? <span className="preparation">, {preparation}</span> : null}
                          {usage.note ? <span className="note"> ({usage.note})</span> : null}
                        </span>
                      </label>
                    </li>
                  );
                })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
