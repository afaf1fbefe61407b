import { describe, expect, it } from 'vitest';
import { parseHtml } from './html-document.ts';
import { recipeScope, visibleLines } from './html-visible-text.ts';

describe('a page’s visible text', () => {
  it('gives one line per block, a list item whole, and marks headings, items, bold and italic lines', () => {
    const document = parseHtml(
      '<h2>Soup</h2><p><strong>Serves 4</strong></p><ul><li><span>2</span> <div>cups</div> stock<br>hot</li></ul><p><em>Updated 2024.</em></p><p>Plain <b>text</b></p>',
    );
    expect(visibleLines(document)).toEqual([
      { text: 'Soup', kind: 'heading' },
      { text: 'Serves 4', kind: 'bold' },
      { text: '2 cups stock hot', kind: 'item' },
      { text: 'Updated 2024.', kind: 'remark' },
      { text: 'Plain text', kind: 'text' },
    ]);
  });

  it('leaves out scripts, navigation, hidden elements and page furniture', () => {
    const document = parseHtml(
      '<nav>Home</nav><div class="newsletter-signup">Sign up!</div><div aria-hidden="true">x</div><script>y</script><p>Kept</p><div class="has-sidebar"><p>Also kept</p></div>',
    );
    expect(visibleLines(document).map((line) => line.text)).toEqual(['Kept', 'Also kept']);
  });

  it('finds the part of the page holding both the ingredients and the method', () => {
    const document = parseHtml(
      '<p>Menu</p><article><div id="recipe"><h3>Ingredients:</h3><ul><li>1 egg</li></ul><h3>Method</h3><p>Boil.</p></div><p>Comments</p></article>',
    );
    expect(recipeScope(document).attribs?.id).toBe('recipe');
  });
});
