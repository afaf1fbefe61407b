import type { AppEnv } from '../http/app-env.ts';

/**
 * Node-server bindings for `app.request(path, init, fromAddress(ip))`: the request arrives as if
 * on a socket from `address`, fully received. Real clients cannot set bindings; only the server
 * adapter does, from the socket itself.
 */
export function fromAddress(address: string): AppEnv['Bindings'] {
  const incoming = { socket: { remoteAddress: address }, complete: true };
  return { incoming } as unknown as AppEnv['Bindings'];
}
