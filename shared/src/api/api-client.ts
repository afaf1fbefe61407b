import type { ErrorBody } from '../errors.ts';
import type { Endpoint, EndpointShape, PathParams } from './endpoint.ts';

/** A non-OK answer (spec §7): its status and its parsed body, null when the body is empty or not JSON. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  /** Seconds to wait before trying again, from a 429's `Retry-After` (null when not given). */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: ErrorBody | null, retryAfterSeconds: number | null = null) {
    super(body?.error.message ?? `The API answered ${status}.`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get code(): string | null {
    return this.body?.error.code ?? null;
  }
}

type ParamsArg<Path extends string> = [PathParams<Path>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<Path>, string> };
type QueryArg<Shape> = Shape extends { query: infer Query } ? { query?: Query } : { query?: undefined };
type BodyArg<Shape> = Shape extends { body: infer Body } ? { body: Body } : { body?: undefined };

export type RequestArgs<Path extends string, Shape extends EndpointShape> = ParamsArg<Path> &
  QueryArg<Shape> &
  BodyArg<Shape> & {
    signal?: AbortSignal;
    /** Overrides the client's token for this call (null: send none). */
    token?: string | null;
  };

export interface ApiClientOptions {
  /** The API's origin, e.g. `http://localhost:8787`. */
  apiOrigin: string;
  /** The bearer token to send, read at each call (the reader may sign in or out meanwhile). */
  token?: () => string | null;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** `a=1&b=x,y`: lists comma-joined (spec §7), undefined, null and empty lists left out. */
export function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length) search.set(name, value.join(','));
    } else search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The one client of Larder's API, used by the kitchen islands, the platform app and the tests.
 * Typed by the endpoint definitions in this folder; throws `ApiError` on any non-OK answer.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  /** Sends the call; answers its response when it is OK, else throws the API's error. */
  const send = async <const Path extends string, Shape extends EndpointShape>(
    endpoint: Endpoint<Path, Shape>,
    args: RequestArgs<Path, Shape>,
  ): Promise<Response> => {
    const url = `${options.apiOrigin}/api/v1${fillPath(endpoint.path, args.params)}${queryString(args.query)}`;
    const token = args.token !== undefined ? args.token : (options.token?.() ?? null);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (args.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(args.body);
    }
    const response = await doFetch(url, {
      method: endpoint.method,
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(args.signal ? { signal: args.signal } : {}),
    });
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
      throw new ApiError(
        response.status,
        ((await parseBody(response)) as ErrorBody | null) ?? null,
        Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
      );
    }
    return response;
  };
  return {
    async request<const Path extends string, Shape extends EndpointShape>(
      endpoint: Endpoint<Path, Shape>,
      args: RequestArgs<Path, Shape>,
    ): Promise<Shape['response']> {
      return parseBody(await send(endpoint, args));
    },

    /** A call that answers a file (an export): its bytes and the name the API gives it. */
    async download<const Path extends string, Shape extends EndpointShape>(
      endpoint: Endpoint<Path, Shape>,
      args: RequestArgs<Path, Shape>,
    ): Promise<{ blob: Blob; fileName: string | null }> {
      const response = await send(endpoint, args);
      const disposition = response.headers.get('Content-Disposition') ?? '';
      return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
