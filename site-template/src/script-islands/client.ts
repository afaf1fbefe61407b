import type { ScriptIsland } from './script-island';

/** Hydrating a script island runs its code with the island's element. */
export default (island: HTMLElement) => (component: ScriptIsland) => {
  component.start(island);
};
