import type { ManagedSiteSettings } from '@larder/shared/schemas/site';
import { HOME_BLOCKS, type HomeBlock, type HomeLayout } from '@larder/shared/sites-config';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useKitchen } from '../kitchen/KitchenLayout.tsx';
import { RowActions } from '../recipes/RowActions.tsx';
import { selectRecipes } from '../recipes/recipe-list.ts';
import { recipesQuery } from '../recipes/recipes-query.ts';
import { useSession } from '../session/use-session.tsx';
import { Choice, Section, Switch } from './SettingsFields.tsx';
import { SettingsFormShell, useFieldError, type SettingsScreen } from './SettingsFormShell.tsx';

/** Spec §9: featured recipes at most 5. */
const MOST_FEATURED = 5;

export const HOME_BLOCK_LABELS: Record<HomeBlock, { label: string; hint: string }> = {
  latestRecipe: { label: 'Your latest recipe', hint: 'The newest recipe, large, near the top.' },
  newsletter: { label: 'Newsletter sign-up', hint: 'A block asking readers to subscribe.' },
  profile: { label: 'Profile card', hint: 'Your picture, short description and up to 3 social links.' },
  cookbook: { label: 'Your cookbook', hint: 'Its cover and the way to the cookbook page.' },
  featuredIn: { label: '“Featured In”', hint: 'The publications of your press mentions.' },
};

export interface HomepageValues {
  /** Objects, as react-hook-form's field arrays want them, in the order the home shows them. */
  featured: { recipeId: string }[];
  homeLayout: HomeLayout;
  /** Every block, the ones shown first in their order. */
  blocks: { block: HomeBlock; shown: boolean }[];
  homeOverlay: boolean;
}

export function homepageValues(site: ManagedSiteSettings): HomepageValues {
  const shown = site.options.homeBlocks;
  return {
    featured: site.featuredRecipeIds.map((recipeId) => ({ recipeId })),
    homeLayout: site.options.homeLayout,
    blocks: [
      ...shown.map((block) => ({ block, shown: true })),
      ...HOME_BLOCKS.filter((block) => !shown.includes(block)).map((block) => ({ block, shown: false })),
    ],
    homeOverlay: site.options.homeOverlay,
  };
}

export function homepageBody(values: HomepageValues) {
  return {
    featuredRecipeIds: values.featured.map((row) => row.recipeId),
    options: {
      homeLayout: values.homeLayout,
      homeBlocks: values.blocks.filter((row) => row.shown).map((row) => row.block),
      homeOverlay: values.homeOverlay,
    },
  };
}

const HOMEPAGE_SCREEN: SettingsScreen<HomepageValues> = {
  title: 'Homepage',
  valuesOf: homepageValues,
  bodyOf: homepageBody,
  fieldOf: (path) =>
    path.startsWith('featuredRecipeIds')
      ? 'featured'
      : path.startsWith('options.homeBlocks')
        ? 'blocks'
        : path,
  previewPages: ['home'],
};

/** `/kitchen/{siteSlug}/homepage`: the featured recipes, the home's reading and its blocks. */
export function HomepagePage() {
  return (
    <SettingsFormShell screen={HOMEPAGE_SCREEN}>
      {() => (
        <>
          <FeaturedSection />
          <Section id="homepage-layout" title="How the home reads">
            <Choice
              name="homeLayout"
              legend="Home"
              options={[
                { value: 'classic', label: 'Classic: a grid of featured recipes, then the latest' },
                { value: 'sliders', label: 'Sliders: featured and collections in rows you swipe' },
              ]}
            />
            <Switch
              name="homeOverlay"
              label="Open with an overlay"
              hint="Your name, short description and recipes over the page, until the reader scrolls."
            />
          </Section>
          <BlocksSection />
        </>
      )}
    </SettingsFormShell>
  );
}

/** Up to 5 published recipes, found by a search and added, in the order the home shows them. */
function FeaturedSection() {
  const kitchen = useKitchen();
  const session = useSession();
  const { control } = useFormContext<HomepageValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'featured' });
  const { data: recipes = [] } = useQuery(recipesQuery(session, kitchen.slug));
  const [query, setQuery] = useState('');
  const [now] = useState(() => Date.now());
  const searchId = useId();
  const error = useFieldError('featured');
  const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
  const chosen = new Set(fields.map((field) => field.recipeId));
  const full = fields.length >= MOST_FEATURED;
  const found = selectRecipes(
    recipes.filter((recipe) => !chosen.has(recipe.id)),
    { query, filter: 'published', sort: 'title', now },
  ).slice(0, 8);
  return (
    <Section
      id="homepage-featured"
      title="Featured recipes"
      hint="Up to 5 published recipes, shown first on your home in this order."
    >
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {fields.length ? (
        <ol className="settings-rows featured-rows">
          {fields.map((field, row) => (
            <li key={field.id} className="featured-row">
              <span className="featured-position" aria-hidden="true">
                {row + 1}
              </span>
              <span className="featured-title">
                {byId.get(field.recipeId)?.title ?? 'A recipe no longer published'}
              </span>
              <RowActions
                row={row}
                count={fields.length}
                noun="featured recipe"
                move={move}
                remove={remove}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="hint">No featured recipes: your home opens with your latest ones.</p>
      )}
      <div className="field">
        <label className="field-label" htmlFor={searchId}>
          Find a recipe to feature
        </label>
        <input
          id={searchId}
          type="search"
          className="input"
          value={query}
          disabled={full}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
        />
        {full ? (
          <p className="field-hint">Five recipes are featured: remove one to feature another.</p>
        ) : null}
      </div>
      {!full && found.length ? (
        <ul className="settings-found" aria-label="Published recipes">
          {found.map((recipe) => (
            <li key={recipe.id}>
              <span>{recipe.title}</span>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  append({ recipeId: recipe.id });
                }}
              >
                Feature<span className="visually-hidden"> {recipe.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** The creator blocks the home adds, each on or off, in an order of the creator's. */
function BlocksSection() {
  const { control, register } = useFormContext<HomepageValues>();
  const { fields, move } = useFieldArray({ control, name: 'blocks' });
  const blocks = useWatch({ control, name: 'blocks' });
  return (
    <Section
      id="homepage-blocks"
      title="Blocks"
      hint="Added to your home after the recipes, in this order. Blocks with nothing to show (no cookbook, no press) stay hidden."
    >
      <ol className="settings-rows">
        {fields.map((field, row) => {
          const { label, hint } = HOME_BLOCK_LABELS[field.block];
          return (
            <li key={field.id} className="block-row">
              <div className="switch-row">
                <input
                  type="checkbox"
                  id={`block-${field.block}`}
                  className="switch"
                  {...register(`blocks.${row}.shown`)}
                  aria-describedby={`block-${field.block}-hint`}
                />
                <label htmlFor={`block-${field.block}`}>{label}</label>
                <p className="field-hint" id={`block-${field.block}-hint`}>
                  {hint}
                  {blocks[row]?.shown ? '' : ' (not shown)'}
                </p>
              </div>
              <RowActions row={row} count={fields.length} noun="block" move={move} />
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
