// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import interactionDirective, { wantsEagerStart, type InteractionOptions } from './interaction';

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

/**
 * An island whose "hydration" is held until `finish()`: like React's, it then answers clicks,
 * changes and inputs, and resets its fields to what it rendered.
 */
function mount(html: string, value: InteractionOptions | boolean = true) {
  const island = document.createElement('astro-island');
  island.innerHTML = html;
  document.body.append(island);
  const seen: string[] = [];
  let finish: () => void = () => undefined;
  const hydrate = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = () => {
          for (const select of island.querySelectorAll('select')) select.value = select.options[0]!.value;
          for (const input of island.querySelectorAll('input[type=search]'))
            (input as HTMLInputElement).value = '';
          island.addEventListener('click', (event) => {
            seen.push(`click ${(event.target as HTMLElement).id}`);
          });
          island.addEventListener('change', (event) => {
            seen.push(`change ${(event.target as HTMLSelectElement).value}`);
          });
          island.addEventListener('input', (event) => {
            seen.push(`input ${(event.target as HTMLInputElement).value}`);
          });
          island.addEventListener('submit', (event) => {
            event.preventDefault();
            seen.push('submit');
          });
          resolve();
        };
      }),
  );
  const load = vi.fn(() => Promise.resolve(hydrate));
  interactionDirective(load, { name: 'Island', value: value as never }, island);
  return {
    island,
    load,
    hydrate,
    seen,
    finish: async () => {
      await vi.waitFor(() => {
        expect(hydrate).toHaveBeenCalled();
      });
      finish();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

it('loads nothing until the reader reaches for the island', async () => {
  const { island, load } = mount('<button id="b">2×</button>');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(load).not.toHaveBeenCalled();
  island.querySelector('button')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  expect(load).toHaveBeenCalledTimes(1);
});

it('holds a click back until the island can answer it, then clicks again, once', async () => {
  const { island, seen, finish } = mount('<button id="double">2×</button>');
  const early = click(island.querySelector('button')!);
  expect(early.defaultPrevented).toBe(true);
  expect(seen).toEqual([]);
  await finish();
  expect(seen).toEqual(['click double']);
  // Hydrated, the island's own handlers answer, and nothing is held back any more.
  const later = click(island.querySelector('button')!);
  expect(later.defaultPrevented).toBe(false);
  expect(seen).toEqual(['click double', 'click double']);
});

it('lets a link lead where it says', () => {
  const { island, load } = mount('<a id="link" href="/recipes/">All recipes</a>');
  const event = click(island.querySelector('a')!);
  expect(event.defaultPrevented).toBe(false);
  expect(load).toHaveBeenCalledTimes(1);
});

it('keeps a choice made in a list before hydration and hands it over as a change', async () => {
  const { island, seen, finish } = mount(
    '<select><option value="1">4 (1×)</option><option value="2">8 (2×)</option></select>',
  );
  const select = island.querySelector('select')!;
  select.value = '2';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await finish();
  expect(select.value).toBe('2');
  expect(seen).toEqual(['change 2']);
});

it('keeps what was typed before hydration, and a form submitted meanwhile is submitted again', async () => {
  const { island, seen, finish } = mount(
    '<form><input type="search" id="search"><button id="go">Search</button></form>',
  );
  const input = island.querySelector('input')!;
  input.value = 'lemon';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  island.querySelector('form')!.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  await finish();
  expect(input.value).toBe('lemon');
  await vi.waitFor(() => {
    expect(seen).toEqual(['input lemon', 'submit']);
  });
});

it('hydrates every island of a group on the first intent on any of them, and later ones at once', () => {
  const group = { group: 'recipe-test-group' };
  const first = mount('<button id="one">1</button>', group);
  const second = mount('<button id="two">2</button>', group);
  const other = mount('<button id="three">3</button>', { group: 'another-group' });
  second.island.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(first.load).toHaveBeenCalledTimes(1);
  expect(second.load).toHaveBeenCalledTimes(1);
  expect(other.load).not.toHaveBeenCalled();
  const late = mount('<button id="four">4</button>', group);
  expect(late.load).toHaveBeenCalledTimes(1);
});

it('hydrates at once where the reader has stored a choice or the address asks for a search', () => {
  const eager = { eager: { storage: ['larder:measurement-system'], query: ['search'] } };
  const location = (search: string) => ({ search }) as Location;
  expect(wantsEagerStart(eager, location(''))).toBe(false);
  expect(wantsEagerStart(eager, location('?search=lemon'))).toBe(true);
  expect(wantsEagerStart(eager, location('?other=1'))).toBe(false);
  window.localStorage.setItem('larder:measurement-system', 'metric');
  expect(wantsEagerStart(eager, location(''))).toBe(true);
  expect(wantsEagerStart({}, location('?search=lemon'))).toBe(false);
  const stored = mount('<button id="b">b</button>', { group: 'eager-test-group', ...eager });
  expect(stored.load).toHaveBeenCalledTimes(1);
});
