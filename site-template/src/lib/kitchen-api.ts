import { createApiClient, type ApiClient } from '@larder/shared/api/api-client';
import { readAuthToken } from './auth-token';

const clients = new Map<string, ApiClient>();

/**
 * The typed API client of this page, sending the reader's stored token with every call. One per
 * API origin, so every island on the page shares it.
 */
export function kitchenApi(apiOrigin: string): ApiClient {
  let client = clients.get(apiOrigin);
  if (!client) {
    client = createApiClient({ apiOrigin, token: readAuthToken });
    clients.set(apiOrigin, client);
  }
  return client;
}
