import { ingredientLine, isEmptyUsage } from '@larder/shared/recipe/ingredient-line';
import type { PublicIngredientUsageGroup } from '@larder/shared/schemas/recipe-public';
import { useEffect, useRef, useState } from 'react';
import { useRecipeView, type KitchenDefaults } from '../stores/use-recipe-view';

interface Props {
  groups: PublicIngredientUsageGroup[];
  defaults: KitchenDefaults;
  /** How many times the reader has asked for the list: each time it opens afresh. */
  opened: number;
}

/**
 * The "Shop ingredients" dialog: the recipe's ingredients at the reader's chosen servings and
 * units, to read in the shop or copy into a notes app.
 */
export default function ShoppingList({ groups, defaults, opened }: Props) {
  const view = useRecipeView(defaults);
  const dialog = useRef<HTMLDialogElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setCopied(false);
    dialog.current?.showModal();
  }, [opened]);
  const sections = groups
    .map((group) => ({
      id: group.id,
      title: group.title,
      lines: group.ingredientUsages
        .filter((usage) => !isEmptyUsage(usage))
        .map((usage) => ({ id: usage.id, text: ingredientLine(usage, view) })),
    }))
    .filter((section) => section.lines.length > 0);
  const listText = sections
    .map((section) =>
      [section.title, ...section.lines.map((line) => `- ${line.text}`)].filter(Boolean).join('\n'),
    )
    .join('\n\n');

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="shopping-list-heading">
      <h2 id="shopping-list-heading">Shopping list</h2>
      {sections.map((section) => (
        <section key={section.id}>
          {section.title ? <h3>{section.title}</h3> : null}
          <ul className="shopping-list">
            {section.lines.map((line) => (
              <li key={line.id}>{line.text}</li>
            ))}
          </ul>
        </section>
      ))}
      <div className="dialog-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            navigator.clipboard
              .writeText(listText)
              .then(() => {
                setCopied(true);
              })
              .catch((error: unknown) => {
                console.warn('Copying the shopping list failed', error);
              });
          }}
        >
          <span aria-live="polite">{copied ? 'List copied' : 'Copy list'}</span>
        </button>
        <button type="button" className="button secondary" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
