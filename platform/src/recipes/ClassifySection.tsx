import { createKitchenEquipment, createKitchenTerm } from '@larder/shared/api/manage-recipes.endpoints';
import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { TAXONOMY_KINDS, TAXONOMY_LABELS, type TaxonomyKind } from '@larder/shared/schemas/taxonomy-kinds';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { kitchenImagesQuery } from '../photos/kitchen-images-query.ts';
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
  const { control, getValues, setValue } = useFormContext<RecipeEditorValues>();
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
              onChange={(ids: string[]) => {
                field.onChange(ids);
                // A piece new to the recipe gets its (empty) details, kept if it is taken out again.
                const known = new Set(getValues('equipmentDetails').map((entry) => entry.equipmentId));
                const added = ids.filter((id) => !known.has(id));
                if (added.length)
                  setValue('equipmentDetails', [
                    ...getValues('equipmentDetails'),
                    ...added.map((equipmentId) => ({
                      equipmentId,
                      titleOverride: '',
                      link: '',
                      note: '',
                      imageOverrideId: null,
                    })),
                  ]);
              }}
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
      <EquipmentDetails globals={globals} siteSlug={siteSlug} />
    </section>
  );
}

/** The picker loads when first opened. */
const PhotoPickerDialog = lazy(async () => ({
  default: (await import('../photos/PhotoPickerDialog.tsx')).PhotoPickerDialog,
}));

/**
 * What this recipe says about each piece of its equipment: its own name for it, a link (to buy
 * it, say), a note and a photo of its own, over the kitchen's entry.
 */
function EquipmentDetails({ globals, siteSlug }: { globals: KitchenGlobals; siteSlug: string }) {
  const { control } = useFormContext<RecipeEditorValues>();
  const equipmentIds = useWatch({ control, name: 'equipmentIds' });
  const details = useFieldArray({ control, name: 'equipmentDetails', keyName: 'key' });
  if (!equipmentIds.length) return null;
  return (
    <ul className="equipment-details">
      {equipmentIds.map((equipmentId) => {
        const index = details.fields.findIndex((entry) => entry.equipmentId === equipmentId);
        const title = globals.equipment.find((known) => known.id === equipmentId)?.title ?? 'Equipment';
        return index < 0 ? null : (
          <EquipmentDetail key={equipmentId} index={index} title={title} siteSlug={siteSlug} />
        );
      })}
    </ul>
  );
}

function EquipmentDetail({ index, title, siteSlug }: { index: number; title: string; siteSlug: string }) {
  const session = useSession();
  const { control, register, setValue } = useFormContext<RecipeEditorValues>();
  const base = `equipmentDetails.${index}` as const;
  const imageId = useWatch({ control, name: `${base}.imageOverrideId` });
  const [picking, setPicking] = useState(false);
  const library = useQuery({ ...kitchenImagesQuery(session, siteSlug), enabled: imageId !== null });
  const image = library.data?.find((known) => known.id === imageId);
  const id = useId();
  return (
    <li>
      <details className="equipment-detail">
        <summary>
          {title}
          <span className="hint"> · name, link, note and photo on this recipe</span>
        </summary>
        <div className="editor-grid">
          <label className="usage-field" htmlFor={`${id}-title`}>
            <span className="usage-label">Name on this recipe</span>
            <input
              id={`${id}-title`}
              className="input"
              placeholder={title}
              {...register(`${base}.titleOverride`)}
            />
          </label>
          <label className="usage-field" htmlFor={`${id}-link`}>
            <span className="usage-label">Link</span>
            <input
              id={`${id}-link`}
              className="input"
              type="url"
              inputMode="url"
              placeholder="https://"
              {...register(`${base}.link`)}
            />
          </label>
          <label className="usage-field" htmlFor={`${id}-note`}>
            <span className="usage-label">Note</span>
            <input id={`${id}-note`} className="input" {...register(`${base}.note`)} />
          </label>
        </div>
        <div className="row-actions">
          {image ? (
            <img
              className="equipment-photo"
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
            />
          ) : null}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setPicking(true);
            }}
          >
            {imageId ? 'Change photo' : 'Add a photo'}
            <span className="visually-hidden"> of {title}</span>
          </button>
        </div>
        {picking ? (
          <Suspense fallback={null}>
            <PhotoPickerDialog
              siteSlug={siteSlug}
              title={`Photo of ${title} on this recipe`}
              open
              single
              onOpenChange={setPicking}
              chosen={imageId ? [imageId] : []}
              onChange={(ids) => {
                setValue(`${base}.imageOverrideId`, ids[0] ?? null, { shouldDirty: true });
              }}
            />
          </Suspense>
        ) : null}
      </details>
    </li>
  );
}
