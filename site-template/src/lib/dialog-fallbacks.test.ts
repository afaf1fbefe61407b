// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { enableDialogFallbacks } from './dialog-fallbacks';

beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" id="open" commandfor="menu" command="show-modal">Menu</button>
    <dialog id="menu" closedby="any">
      <button type="button" id="close" commandfor="menu" command="close">Close</button>
    </dialog>`;
});

const dialog = () => document.getElementById('menu') as HTMLDialogElement;
const click = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, ...init }));
const press = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, ...init }));

describe('dialog fallbacks', () => {
  it('opens and closes a dialog from its command buttons where the browser has no button commands', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = document.body.innerHTML;
    enableDialogFallbacks(doc, { commands: false, closedBy: true });
    const menu = doc.getElementById('menu') as HTMLDialogElement;
    click(doc.getElementById('open')!);
    expect(menu.open).toBe(true);
    click(doc.getElementById('close')!);
    expect(menu.open).toBe(false);
  });

  it('closes on a press and release on the backdrop where the browser has no closedby, not on one inside or dragged out', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = document.body.innerHTML;
    enableDialogFallbacks(doc, { commands: false, closedBy: false });
    const menu = doc.getElementById('menu') as HTMLDialogElement;
    menu.showModal();
    menu.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 100, width: 200, height: 200 });
    press(menu, { clientX: 150, clientY: 150 });
    click(menu, { clientX: 150, clientY: 150 });
    expect(menu.open).toBe(true);
    // A press that starts inside (a text selection) and ends on the backdrop keeps it open.
    press(menu, { clientX: 150, clientY: 150 });
    click(menu, { clientX: 20, clientY: 500 });
    expect(menu.open).toBe(true);
    press(menu, { clientX: 20, clientY: 500 });
    click(menu, { clientX: 20, clientY: 500 });
    expect(menu.open).toBe(false);
  });

  it('adds nothing where the browser does it all itself', () => {
    enableDialogFallbacks(document, { commands: true, closedBy: true });
    click(document.getElementById('open')!);
    expect(dialog().open).toBe(false);
  });
});
