import { createKitchenEquipment, createKitchenTerm } from '@larder/shared/api/manage-recipes.endpoints';
import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { TAXONOMY_KINDS, TAXONOMY_LABELS, type TaxonomyKind } from '@larder/shared/schemas/taxonomy-kinds';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { TermPicker } from '../pickers/TermPicker.tsx';
import { useSession } from '../session/use-session.tsx';
import type { RecipeEditorValues } from './recipe-form.ts';
import { globalsQuery } from './recipes-query.ts';

const PLURAL_LABELS: Record<TaxonomyKind, string> = {
  cuisines: 'Cuisines',
  meals: 'Meals',
  methods: 'Methods',
  diets: 'Diets',
  tags: 'Tags',
  categories: 'Categories',
};

/** The recipe's place in the kitchen: the six taxonomies readers filter by, and its equipment. */
export function ClassifySection({ globals, siteSlug }: { globals: KitchenGlobals; siteSlug: string }) {
  const session = useSession();
  const { control } = useFormContext<RecipeEditorValues>();
  const headingId = useId();
  const updateGlobals = (change: (globals: KitchenGlobals) => KitchenGlobals) => {
    session.queryClient.setQueryData(globalsQuery(session, siteSlug).queryKey, (current) =>
      current ? change(current) : current,
    );
  };
  const byTitle = <T extends { title: string }>(a: T, b: T) => a.title.localeCompare(b.title);

  return (
    <section className="editor-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="editor-section-title">
        Filters and equipment
      </h2>
      <p className="hint">
        Readers find recipes by these on the kitchen’s recipe index. Type to add a new one.
      </p>
      <div className="editor-grid editor-grid-wide">
        {TAXONOMY_KINDS.map((kind) => (
          <Controller
            key={kind}
            control={control}
            name={`terms.${kind}`}
            render={({ field }) => (
              <TermPicker
                field={`terms.${kind}`}
                label={PLURAL_LABELS[kind]}
                placeholder={`Find or add a ${TAXONOMY_LABELS[kind].toLocaleLowerCase('en')}`}
                items={globals.taxonomies[kind]}
                value={field.value}
                onChange={field.onChange}
                onCreate={async (title) => {
                  const { term } = await session.api.request(createKitchenTerm, {
                    params: { siteSlug },
                    body: { kind, title },
                  });
                  updateGlobals((current) => ({
                    ...current,
                    taxonomies: {
                      ...current.taxonomies,
                      [kind]: [
                        ...current.taxonomies[kind].filter((known) => known.id !== term.id),
                        term,
                      ].sort(byTitle),
                    },
                  }));
                  return term;
                }}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="equipmentIds"
          render={({ field }) => (
            <TermPicker
              field="equipmentIds"
              label="Equipment"
              placeholder="Find or add equipment"
              items={globals.equipment}
              value={field.value}
              onChange={field.onChange}
              onCreate={async (title) => {
                const { equipment } = await session.api.request(createKitchenEquipment, {
                  params: { siteSlug },
                  body: { title },
                });
                updateGlobals((current) => ({
                  ...current,
                  equipment: [
                    ...current.equipment.filter((known) => known.id !== equipment.id),
                    equipment,
                  ].sort(byTitle),
                }));
                return equipment;
              }}
            />
          )}
        />
      </div>
    </section>
  );
}
