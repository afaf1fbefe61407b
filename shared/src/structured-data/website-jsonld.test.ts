import { describe, expect, it } from 'vitest';
import { webSiteJsonLd } from './website-jsonld.ts';

describe('the home page’s WebSite JSON-LD', () => {
  it('points its SearchAction at the recipe index in the slash form', () => {
    const data = webSiteJsonLd({ name: 'The Family Table', origin: 'https://cook.example/' });
    expect(data.url).toBe('https://cook.example/');
    expect(data.potentialAction.target.urlTemplate).toBe(
      'https://cook.example/recipes/?search={search_term_string}',
    );
    expect(data.potentialAction['query-input']).toBe('required name=search_term_string');
    expect(data).not.toHaveProperty('description');
  });
});
