import type { RecipeInputBody } from '@larder/shared/schemas/recipe-input';
import type { ManagedRecipe } from '@larder/shared/schemas/recipe-manage';
import { ApiError, createApiClient, type ApiClient } from '@larder/shared/api/api-client';
import type { ErrorCode } from '@larder/shared/errors';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { z } from 'zod';
import { createSessionToken } from '../auth/session-tokens.ts';
import type { TestWorld } from './test-database.ts';

/** The shared API client, calling the test world's app in process (no server, no network). */
export function testClient(world: TestWorld, token: string | null = null): ApiClient {
  return createApiClient({
    apiOrigin: world.env.apiOrigin,
    token: () => token,
    fetch: async (url, init) => world.app.request(url, init),
  });
}

/** The answer of a call, checked against the shared response schema it promises. */
export async function answer<Schema extends z.ZodType>(
  schema: Schema,
  call: Promise<unknown>,
): Promise<z.output<Schema>> {
  return schema.parse(await call);
}

/** Expects a call to fail with this status and catalogue code; returns the message. */
export async function refusal(call: Promise<unknown>, status: number, code: ErrorCode): Promise<string> {
  const error = await call.then(
    (value) => {
      throw new Error(`Expected ${status} ${code}, got a success: ${JSON.stringify(value).slice(0, 300)}`);
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect({ status: apiError.status, code: apiError.code }).toEqual({ status, code });
  return apiError.message;
}

/** A signed-in reader with no subscription and no role: a new user and their session token. */
export async function createReader(
  world: TestWorld,
  displayName = 'Test Reader',
): Promise<{ id: string; email: string; token: string }> {
  const id = randomUUID();
  const email = `reader-${id}@example.com`;
  await world.db
    .insertInto('users')
    .values({ id, email, display_name: displayName, handle: null, bio: null, avatar_image_id: null })
    .execute();
  return { id, email, token: await createSessionToken(world.db, id, 1) };
}

export interface KitchenRecipes {
  siteId: string;
  /** Published recipes open to everyone, and subscribers-only ones; a draft. */
  public: string[];
  premium: string[];
  draft: string;
}

/** The seeded recipes of a kitchen, by kind. */
export async function kitchenRecipes(world: TestWorld, slug: string): Promise<KitchenRecipes> {
  const site = await world.db
    .selectFrom('sites')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const rows = await world.db
    .selectFrom('recipes')
    .select(['id', 'privacy_setting', 'published_at'])
    .where('site_id', '=', site.id)
    .orderBy('slug')
    .execute();
  const published = rows.filter((row) => row.published_at !== null);
  return {
    siteId: site.id,
    public: published.filter((row) => row.privacy_setting === 'public').map((row) => row.id),
    premium: published.filter((row) => row.privacy_setting !== 'public').map((row) => row.id),
    draft: rows.find((row) => row.published_at === null)!.id,
  };
}

/** A recipe's fields as the editor sends them back: its management form without id, dates and version. */
export function recipeFields(recipe: ManagedRecipe): RecipeInputBody {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    publishedAt: _p,
    version: _v,
    draft: _d,
    ...fields
  } = recipe;
  return fields;
}
