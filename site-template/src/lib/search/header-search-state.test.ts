import { describe, expect, it } from 'vitest';
import {
  CLOSED_SEARCH,
  moveActive,
  nextSearchState,
  searchAnnouncement,
  searchDisplay,
  searchOptions,
  type HeaderSearchState,
  type SearchHit,
} from './header-search-state';

const hit = (n: number): SearchHit => ({ title: `Recipe ${n}`, href: `/recipes/r-${n}/`, locked: false });
const featured = Array.from({ length: 12 }, (_, n) => hit(n));

function after(...events: Parameters<typeof nextSearchState>[1][]): HeaderSearchState {
  return events.reduce(nextSearchState, CLOSED_SEARCH);
}

describe('header search state', () => {
  it('shows at most 10 featured recipes while the term is blank', () => {
    const state = after({ type: 'typed', term: '   ' });
    expect(state.status).toBe('IDLE');
    expect(searchDisplay(state)).toBe('INITIAL');
    expect(searchOptions(state, featured)).toHaveLength(10);
  });

  it('goes pending on a term, then lists at most 10 results and a See more link to the index', () => {
    const pending = after({ type: 'typed', term: ' soup ' });
    expect(pending.status).toBe('PENDING');
    const done = nextSearchState(pending, { type: 'answered', term: 'soup', results: featured });
    expect(done.status).toBe('FULFILLED');
    const options = searchOptions(done, []);
    expect(options).toHaveLength(11);
    expect(options.at(-1)).toEqual({ title: 'See more', href: '/recipes/?search=soup', locked: false });
    expect(searchAnnouncement(done)).toBe('10 recipes found for "soup"');
  });

  it('says no recipes were found for the term when the answer is empty', () => {
    const state = after({ type: 'typed', term: 'zzzz' }, { type: 'answered', term: 'zzzz', results: [] });
    expect(searchDisplay(state)).toBe('NO_RESULTS');
    expect(searchAnnouncement(state)).toBe('No recipes found for "zzzz"');
  });

  it('shows nothing and says nothing when the search fails', () => {
    const state = after({ type: 'typed', term: 'soup' }, { type: 'failed', term: 'soup' });
    expect(state.status).toBe('REJECTED');
    expect(searchDisplay(state)).toBe('BLANK');
    expect(searchAnnouncement(state)).toBe('');
  });

  it('drops an answer to a term the reader has since changed', () => {
    const state = after(
      { type: 'typed', term: 'soup' },
      { type: 'typed', term: 'soupy' },
      { type: 'answered', term: 'soup', results: [hit(1)] },
    );
    expect(state.status).toBe('PENDING');
    expect(searchDisplay(state)).toBe('INITIAL');
  });

  it('keeps the last results on screen while the next answer is pending', () => {
    const state = after(
      { type: 'typed', term: 'soup' },
      { type: 'answered', term: 'soup', results: [hit(1)] },
      { type: 'typed', term: 'soups' },
    );
    expect(searchDisplay(state)).toBe('RESULTS');
    expect(searchOptions(state, []).at(-1)?.href).toBe('/recipes/?search=soup');
  });

  it('clears the term and the results when closed', () => {
    const state = after(
      { type: 'typed', term: 'soup' },
      { type: 'answered', term: 'soup', results: [hit(1)] },
    );
    expect(nextSearchState(state, { type: 'closed' })).toEqual(CLOSED_SEARCH);
  });

  it('moves the active option with the arrow keys and wraps at both ends', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
