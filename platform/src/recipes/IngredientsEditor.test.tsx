// @vitest-environment happy-dom
import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../session/use-session.tsx';
import { testSession } from '../test-support/fake-api.ts';
import { IngredientsEditor } from './IngredientsEditor.tsx';
import { editorValues, type RecipeEditorValues } from './recipe-form.ts';

afterEach(cleanup);

const GLOBALS = {
  units: [
    { id: 'u-cup', title: 'cup', pluralTitle: 'cups', slug: 'cup', abbreviation: null, system: 'imperial' },
  ],
  ingredients: [],
  equipment: [],
  taxonomies: {},
  contributors: [],
  colorThemes: [],
  typeThemes: [],
} as unknown as KitchenGlobals;

let outerSubmits = 0;

/** The editor inside a form of its own, as on the page: a submit of the paste dialog must stay in the dialog. */
const parsed = (raw: string, quantityMin: number, ingredient: string) => ({
  raw,
  quantityMin,
  quantityMax: null,
  unit: 'cup',
  ingredient,
  preparation: null,
  note: null,
  confidence: 'sure',
});
const setup = testSession({
  'POST /manage/recipe-parse': {
    status: 200,
    body: {
      ingredientLines: [parsed('2 cups flour, sifted', 2, 'flour'), parsed('1/2 cup sugar', 0.5, 'sugar')],
      unread: [],
    },
  },
});

function Harness({ children }: { children: ReactNode }) {
  const form = useForm<RecipeEditorValues>({ defaultValues: editorValues(null, GLOBALS) });
  return (
    <SessionProvider session={setup.session}>
      <FormProvider {...form}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            outerSubmits += 1;
          }}
        >
          {children}
        </form>
      </FormProvider>
    </SessionProvider>
  );
}

describe('IngredientsEditor', () => {
  it('turns pasted lines into rows that show the line each came from, filling a blank group', async () => {
    render(
      <Harness>
        <IngredientsEditor globals={GLOBALS} siteSlug="k" />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add ingredient group' }));
    const pasteButtons = screen.getAllByRole('button', { name: 'Paste ingredients' });
    fireEvent.click(pasteButtons[pasteButtons.length - 1]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Ingredient lines'), {
      target: { value: '2 cups flour, sifted\n\n1/2 cup sugar' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 ingredients' }));
    expect(await screen.findByText('Pasted as: 2 cups flour, sifted')).toBeTruthy();
    expect(screen.getByText('Pasted as: 1/2 cup sugar')).toBeTruthy();
    expect(outerSubmits).toBe(0);
    // The lines went to the API's parser, blank ones left out.
    expect(setup.calls.map((call) => call.body)).toEqual([
      { siteSlug: 'k', lines: ['2 cups flour, sifted', '1/2 cup sugar'] },
    ]);
    expect(
      screen.getAllByRole('textbox', { name: 'Amount' }).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['2', '1/2']);
  });
});
