// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPopupDue } from './newsletter-boot';
import { POPUP_DUE_EVENT } from './newsletter-storage';

/** An IntersectionObserver the test drives: `reveal()` says its elements came into view. */
function stubIntersections() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      elements: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, elements: this.elements });
      }
      observe(element: Element) {
        this.elements.push(element);
      }
      disconnect() {
        this.elements.length = 0;
      }
    },
  );
  return {
    watched: () => observers.flatMap((observer) => observer.elements),
    reveal: () => {
      for (const observer of observers)
        observer.callback(
          observer.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    },
  };
}

function popupWith(trigger: string | null) {
  document.body.innerHTML = `<main><div data-popup-after></div></main><footer></footer><dialog data-newsletter-block="popup"${
    trigger ? ` data-popup-trigger="${trigger}"` : ''
  }></dialog>`;
  return document.querySelector('dialog')!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('when the newsletter popup is due', () => {
  it('is 4 seconds after the page opened by default (the spec’s)', () => {
    vi.useFakeTimers();
    const due = vi.fn();
    whenPopupDue(document, popupWith(null), Date.now() + 4_000, due);
    vi.advanceTimersByTime(3_999);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledOnce();
  });

  it('is when the pointer leaves by the top edge, for a kitchen that asks for exit intent', () => {
    stubIntersections();
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const popup = popupWith('exit-intent');
    const due = vi.fn();
    const told = vi.fn();
    popup.addEventListener(POPUP_DUE_EVENT, told);
    whenPopupDue(document, popup, Date.now() + 4_000, due);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300, relatedTarget: null }));
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: document.body }));
    expect(due).not.toHaveBeenCalled();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -5, relatedTarget: null }));
    expect(due).toHaveBeenCalledOnce();
    expect(told).toHaveBeenCalledOnce();
    expect(popup.hasAttribute('data-popup-due')).toBe(true);
  });

  it('is when the end of the recipe comes into view, for a kitchen that waits for it, and on touch screens for exit intent', () => {
    for (const [trigger, touch] of [
      ['after-recipe', false],
      ['exit-intent', true],
    ] as const) {
      const intersections = stubIntersections();
      vi.stubGlobal('matchMedia', () => ({ matches: touch }));
      const popup = popupWith(trigger);
      const due = vi.fn();
      whenPopupDue(document, popup, Date.now(), due);
      expect(intersections.watched()).toEqual([document.querySelector('[data-popup-after]')]);
      expect(due).not.toHaveBeenCalled();
      intersections.reveal();
      expect(due).toHaveBeenCalledOnce();
      vi.unstubAllGlobals();
    }
  });
});
