import { CollectionInputSchema, type ManagedCollection } from '@larder/shared/schemas/collection';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionEditorValues, collectionInputFromValues, paragraphsOf } from './collection-form.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const paragraph = (text: string) => ({ type: 'paragraph' as const, children: [{ text }] });

const COLLECTION: ManagedCollection = {
  id: id(1),
  slug: 'weeknight',
  title: 'Weeknight dinners',
  description: [
    paragraph('Quick suppers.'),
    paragraph('youtube=dQw4w9WgXcQ'),
    paragraph('All in 30 minutes.'),
  ],
  imageId: id(2),
  videoId: null,
  recipeIds: [id(3), id(4)],
  image: null,
  video: null,
  version: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('collectionEditorValues', () => {
  it('takes the youtube= paragraph out of the description into its own field', () => {
    const values = collectionEditorValues(COLLECTION);
    expect(values.youtube).toBe('dQw4w9WgXcQ');
    expect(values.description).toBe('Quick suppers.\n\nAll in 30 minutes.');
    expect(values.recipes).toEqual([{ recipeId: id(3) }, { recipeId: id(4) }]);
  });

  it('sends back what it loaded, the video first', () => {
    const input = collectionInputFromValues(collectionEditorValues(COLLECTION));
    expect(input.description).toEqual([
      paragraph('youtube=dQw4w9WgXcQ'),
      paragraph('Quick suppers.'),
      paragraph('All in 30 minutes.'),
    ]);
    expect(input).toMatchObject({
      title: COLLECTION.title,
      slug: 'weeknight',
      imageId: id(2),
      videoId: null,
    });
    expect(input.recipeIds).toEqual([id(3), id(4)]);
  });

  it('reads a pasted YouTube address as the video', () => {
    const values = { ...collectionEditorValues(null), youtube: 'https://youtu.be/dQw4w9WgXcQ' };
    expect(collectionInputFromValues(values).description).toEqual([paragraph('youtube=dQw4w9WgXcQ')]);
  });

  it('loads and saves any description to the same paragraphs', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\t', 'y', '='), maxLength: 60 });
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(text, fc.constantFrom('youtube=dQw4w9WgXcQ', 'youtube=dQw4w9WgXcQ and more', 'youtube=x')),
          {
            maxLength: 6,
          },
        ),
        (texts) => {
          const description = texts.map(paragraph);
          const loaded = collectionEditorValues({ ...COLLECTION, description });
          const saved = collectionInputFromValues(loaded);
          // Saving again what was saved changes nothing.
          const again = collectionInputFromValues(
            collectionEditorValues({ ...COLLECTION, description: saved.description! }),
          );
          expect(again.description).toEqual(saved.description);
          // No text is lost but blank paragraphs.
          const words = (blocks: typeof description) =>
            blocks
              .flatMap((block) => block.children.map((child) => child.text))
              .join(' ')
              .split(/\s+/)
              .filter(Boolean);
          expect(words(saved.description!).sort()).toEqual(words(description).sort());
        },
      ),
    );
  });

  it('makes a body the API schema accepts from a filled form', () => {
    const values = { ...collectionEditorValues(COLLECTION), description: 'One.\r\n\r\nTwo.\nStill two.' };
    const parsed = CollectionInputSchema.parse(collectionInputFromValues(values));
    expect(parsed.description?.map((block) => block.children[0]!.text)).toEqual([
      'youtube=dQw4w9WgXcQ',
      'One.',
      'Two.\nStill two.',
    ]);
  });
});

describe('paragraphsOf', () => {
  it('splits on blank lines and drops empty paragraphs', () => {
    expect(paragraphsOf('\n\nA\n \nB\nb\n\n\n')).toEqual(['A', 'B\nb']);
  });
});
