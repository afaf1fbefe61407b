/// <reference types="astro/client" />

declare module 'virtual:larder/snapshot' {
  const snapshot: import('@larder/shared/schemas/kitchen-snapshot').KitchenSnapshot;
  export default snapshot;
}
