import { formatQuantity } from '@larder/shared/format/quantity';
import { SERVING_MULTIPLIERS, pluralize, yieldText } from '@larder/shared/recipe/scale';
import { $chosenMeasurementSystem, $chosenTemperatureSystem, $multiplier } from '../stores/recipe-view';
import { useRecipeView, type KitchenDefaults } from '../stores/use-recipe-view';
import { SegmentedChoice } from './SegmentedChoice';

interface Props {
  yieldServings: number | null;
  servingDescription: string | null;
  defaults: KitchenDefaults;
}

const MULTIPLIER_LABELS: Record<number, string> = { 0.5: '½×', 1: '1×', 2: '2×', 3: '3×', 4: '4×' };

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Servings selector, US/Metric and °F/°C toggles, and the "Makes:" line (spec §2 "Recipe page"). */
export default function RecipeControls({ yieldServings, servingDescription, defaults }: Props) {
  const view = useRecipeView(defaults);
  const noun = servingDescription?.trim() || 'serving';
  const selectLabel = capitalize(pluralize(noun, yieldServings ?? 2));
  return (
    <div className="recipe-controls">
      <label className="servings">
        <span>{selectLabel}</span>
        <select
          value={String(view.multiplier)}
          onChange={(event) => {
            $multiplier.set(Number(event.target.value));
          }}
        >
          {SERVING_MULTIPLIERS.map((multiplier) => (
            <option key={multiplier} value={String(multiplier)}>
              {yieldServings
                ? `${formatQuantity(yieldServings * multiplier)} (${MULTIPLIER_LABELS[multiplier]})`
                : MULTIPLIER_LABELS[multiplier]}
            </option>
          ))}
        </select>
      </label>
      <SegmentedChoice
        legend="Measurement units"
        value={view.measurementSystem}
        options={[
          { value: 'imperial', label: 'US' },
          { value: 'metric', label: 'Metric' },
        ]}
        onChange={(value) => {
          $chosenMeasurementSystem.set(value);
        }}
      />
      <SegmentedChoice
        legend="Temperature"
        value={view.temperatureSystem}
        options={[
          { value: 'fahrenheit', label: '°F', ariaLabel: 'Fahrenheit' },
          { value: 'celsius', label: '°C', ariaLabel: 'Celsius' },
        ]}
        onChange={(value) => {
          $chosenTemperatureSystem.set(value);
        }}
      />
      {yieldServings ? (
        <p className="yield" aria-live="polite">
          Makes: {yieldText(yieldServings, servingDescription, view.multiplier)}
        </p>
      ) : null}
    </div>
  );
}
