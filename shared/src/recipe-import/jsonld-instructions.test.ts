import { describe, expect, it } from 'vitest';
import { readInstructions, splitNumberedSteps } from './jsonld-instructions.ts';

describe('recipeInstructions in its shapes', () => {
  it('reads a string of lines, and one holding "1. … 2. …"', () => {
    expect(readInstructions('Mix.\nBake.').groups).toEqual([{ title: null, steps: ['Mix.', 'Bake.'] }]);
    expect(readInstructions('1. Mix the flour. 2. Bake it.').groups[0]!.steps).toEqual([
      'Mix the flour.',
      'Bake it.',
    ]);
    expect(splitNumberedSteps('Heat to 180. Bake')).toEqual(['Heat to 180. Bake']);
  });

  it('splits paragraphs a site ran together', () => {
    expect(readInstructions('Cook for 3 minutes.Add the tomatoes.').groups[0]!.steps).toEqual([
      'Cook for 3 minutes.',
      'Add the tomatoes.',
    ]);
  });

  it('reads arrays of strings and HowToSteps with text, name or nested items', () => {
    const value = [
      'Mix.',
      { '@type': 'HowToStep', text: 'Knead &amp; rest.' },
      { '@type': 'HowToStep', name: 'Shape.' },
      { '@type': 'HowToStep', itemListElement: [{ '@type': 'HowToDirection', text: 'Bake.' }] },
    ];
    expect(readInstructions(value).groups).toEqual([
      { title: null, steps: ['Mix.', 'Knead & rest.', 'Shape.', 'Bake.'] },
    ]);
  });

  it('keeps HowToSections under itemListElement or item, empty ones included', () => {
    const value = [
      { '@type': 'HowToSection', name: 'Dough', itemListElement: [{ '@type': 'HowToStep', text: 'Mix.' }] },
      { '@type': 'HowToSection', name: 'Sauce', item: [{ '@type': 'HowToStep', text: 'Simmer.' }] },
      { '@type': 'HowToSection', name: 'Garnish', itemListElement: [] },
    ];
    expect(readInstructions(value).groups).toEqual([
      { title: 'Dough', steps: ['Mix.'] },
      { title: 'Sauce', steps: ['Simmer.'] },
      { title: 'Garnish', steps: [] },
    ]);
  });

  it('makes a step with a title of its own a section, and ignores "Step 1" names and names cut from the text', () => {
    const value = [
      { '@type': 'HowToStep', name: 'Preheat', text: 'Heat the oven.' },
      { '@type': 'HowToStep', name: 'Step 2', text: 'Bake.' },
    ];
    expect(readInstructions(value).groups).toEqual([
      { title: 'Preheat', steps: ['Heat the oven.', 'Bake.'] },
    ]);
    expect(
      readInstructions([{ '@type': 'HowToStep', name: 'Mix the flour', text: 'Mix the flour and salt.' }])
        .groups,
    ).toEqual([{ title: null, steps: ['Mix the flour and salt.'] }]);
  });

  it('reports what it cannot read instead of failing', () => {
    expect(readInstructions([42, { '@type': 'HowToStep', position: 3 }]).unread).toHaveLength(2);
    let deep: unknown = 'x';
    for (let index = 0; index < 50; index += 1) deep = { itemListElement: [deep], name: 'n' };
    expect(readInstructions(deep).unread).toContain('Instructions nested too deeply to read');
  });
});
