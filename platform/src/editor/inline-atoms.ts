import { mergeAttributes, Node } from '@tiptap/core';

/**
 * The two inline atoms of Larder's rich text, rendered as plain DOM (a span with its text), not
 * React node views: inline React node views have open caret and selection bugs in TipTap.
 * Their text comes from the editor's options, read each time a node is drawn.
 */
export interface MeasurementAttrs {
  quantity: number;
  unitId: string;
  scales: boolean | null;
}

export const Measurement = Node.create<{ label: (attrs: MeasurementAttrs) => string }>({
  name: 'measurement',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addOptions() {
    return { label: (attrs) => String(attrs.quantity) };
  },
  addAttributes() {
    return {
      quantity: { default: 0 },
      unitId: { default: '' },
      scales: { default: null },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'span[data-measurement]',
        getAttrs: (element) => ({
          quantity: Number(element.getAttribute('data-quantity')),
          unitId: element.getAttribute('data-unit-id') ?? '',
        }),
      },
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    const attrs = node.attrs as MeasurementAttrs;
    return [
      'span',
      mergeAttributes(HTMLAttributes, {
        'data-measurement': '',
        'data-quantity': String(attrs.quantity),
        'data-unit-id': attrs.unitId,
        class: 'rt-atom rt-measurement',
        title: 'Measurement: converts with the reader’s units and scales with servings',
      }),
      this.options.label(attrs),
    ];
  },
  renderText({ node }) {
    return this.options.label(node.attrs as MeasurementAttrs);
  },
});

export const IngredientReference = Node.create<{ label: (ingredientUsageId: string) => string }>({
  name: 'ingredientReference',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addOptions() {
    return { label: () => 'ingredient' };
  },
  addAttributes() {
    return { ingredientUsageId: { default: '' } };
  },
  parseHTML() {
    return [
      {
        tag: 'span[data-ingredient-usage-id]',
        getAttrs: (element) => ({
          ingredientUsageId: element.getAttribute('data-ingredient-usage-id') ?? '',
        }),
      },
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    const id = String(node.attrs.ingredientUsageId);
    return [
      'span',
      mergeAttributes(HTMLAttributes, {
        'data-ingredient-usage-id': id,
        class: 'rt-atom rt-ingredient',
        title: 'Ingredient: shows its amount for the reader’s servings',
      }),
      this.options.label(id),
    ];
  },
  renderText({ node }) {
    return this.options.label(String(node.attrs.ingredientUsageId));
  },
});
