/**
 * An API call as the client sees it: method, path template and, as types only, its query, body
 * and response. Definitions carry no schema values, so a browser island that imports one ships
 * no schema library; the API validates the same shapes with the zod schemas they are inferred
 * from (`shared/src/schemas/`), and the API tests check responses against those schemas.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointShape {
  query?: object;
  body?: unknown;
  response: unknown;
}

export interface Endpoint<Path extends string = string, Shape extends EndpointShape = EndpointShape> {
  readonly method: HttpMethod;
  /** Relative to `/api/v1`, with `:name` parameters: `/site/:siteSlug/bookmarks/:recipeId`. */
  readonly path: Path;
  /** Phantom: never set, only carries the types. */
  readonly shape?: Shape;
}

/**
 * `endpoint<{ body: X; response: Y }>()('POST', '/site/:siteSlug/bookmarks')`, each definition
 * marked `@__PURE__` (in a block comment before it): a module-level call is otherwise kept by the
 * bundler in case it has effects, and every island would ship every definition of the file.
 */
export function endpoint<Shape extends EndpointShape>() {
  return <const Path extends string>(method: HttpMethod, path: Path): Endpoint<Path, Shape> => ({
    method,
    path,
  });
}

/** The `:name` parameters of a path template, as a union of names. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type ResponseOf<E> = E extends Endpoint<string, infer Shape> ? Shape['response'] : never;
export type BodyOf<E> = E extends Endpoint<string, infer Shape> ? Shape['body'] : never;
