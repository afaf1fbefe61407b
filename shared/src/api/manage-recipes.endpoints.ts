import type {
  PublishParams,
  RecipeDraftSave,
  RecipeInputBody,
  RecipeUpdateBody,
} from '../schemas/recipe-input.ts';
import type {
  ManagedRecipe,
  ManagedRecipeListItem,
  PublishedRecipeOption,
  RecipeRevision,
  RecipeRevisionSummary,
} from '../schemas/recipe-manage.ts';
import type { KitchenGlobals } from '../schemas/kitchen-globals.ts';
import type {
  EquipmentCreate,
  EquipmentCreated,
  IngredientCreate,
  IngredientCreated,
  TaxonomyTermCreate,
  TaxonomyTermCreated,
} from '../schemas/kitchen-vocabulary.ts';
import type { RecipeParseRequest, RecipeParseResponse } from '../schemas/recipe-parse.ts';
import type {
  RecipeChecksRequest,
  RecipeChecksResponse,
  RecipePreviewRequest,
  RecipePreviewResponse,
} from '../schemas/recipe-checks.ts';
import { endpoint } from './endpoint.ts';

/**
 * The creator dashboard's recipe calls (manage API, spec §7), each answered only to the
 * kitchen's managers (404 to anyone else, as if the kitchen did not exist).
 */
export const manageRecipes = /* @__PURE__ */ endpoint<{ response: { recipes: ManagedRecipeListItem[] } }>()(
  'GET',
  '/manage/:siteSlug/recipes',
);

export const createManagedRecipe = /* @__PURE__ */ endpoint<{
  body: RecipeInputBody;
  response: { recipe: ManagedRecipe };
}>()('POST', '/manage/:siteSlug/recipes');

export const manageRecipe = /* @__PURE__ */ endpoint<{ response: { recipe: ManagedRecipe } }>()(
  'GET',
  '/manage/:siteSlug/recipes/:recipeId',
);

/** Saves the fields; with `version`, answers 409 `{ error, recipe }` when the recipe was saved elsewhere since. */
export const updateManagedRecipe = /* @__PURE__ */ endpoint<{
  body: RecipeUpdateBody;
  response: { recipe: ManagedRecipe };
}>()('PUT', '/manage/:siteSlug/recipes/:recipeId');

/** Answers 204 with no body. */
export const deleteManagedRecipe = /* @__PURE__ */ endpoint<{ response: null }>()(
  'DELETE',
  '/manage/:siteSlug/recipes/:recipeId',
);

/** Publishes now, or at a future `publishedAt` (the worker publishes it then). */
export const publishManagedRecipe = /* @__PURE__ */ endpoint<{
  body: PublishParams;
  response: { recipe: ManagedRecipe };
}>()('POST', '/manage/:siteSlug/recipes/:recipeId/publish');

export const unpublishManagedRecipe = /* @__PURE__ */ endpoint<{ response: { recipe: ManagedRecipe } }>()(
  'POST',
  '/manage/:siteSlug/recipes/:recipeId/unpublish',
);

/** A link that opens a subscribers-only recipe in full on the kitchen, for a week. */
export const createRecipePreviewLink = /* @__PURE__ */ endpoint<{
  response: { previewLink: { url: string; expiresAt: string } };
}>()('POST', '/manage/:siteSlug/recipes/:recipeId/preview-links');

export const managePublishedRecipes = /* @__PURE__ */ endpoint<{
  response: { recipes: PublishedRecipeOption[] };
}>()('GET', '/manage/:siteSlug/published-recipes');

/** What the recipe editor's pickers offer: units, ingredients, equipment, taxonomy terms, contributors, themes. */
export const manageKitchenGlobals = /* @__PURE__ */ endpoint<{ response: KitchenGlobals }>()(
  'GET',
  '/manage/:siteSlug/globals',
);

/**
 * The editor's autosave: kept beside the recipe, never on the kitchen. Answers 409 with
 * `{ error, recipe }` (the recipe as it is now) when the recipe was saved elsewhere since `version`.
 */
export const saveRecipeDraft = /* @__PURE__ */ endpoint<{
  body: RecipeDraftSave;
  response: { recipe: ManagedRecipe };
}>()('PUT', '/manage/:siteSlug/recipes/:recipeId/draft');

export const discardRecipeDraft = /* @__PURE__ */ endpoint<{ response: { recipe: ManagedRecipe } }>()(
  'DELETE',
  '/manage/:siteSlug/recipes/:recipeId/draft',
);

/** A recipe's kept states, newest first: each save, and an autosave every ten minutes. */
export const recipeRevisions = /* @__PURE__ */ endpoint<{
  response: { revisions: RecipeRevisionSummary[] };
}>()('GET', '/manage/:siteSlug/recipes/:recipeId/revisions');

export const recipeRevision = /* @__PURE__ */ endpoint<{ response: { revision: RecipeRevision } }>()(
  'GET',
  '/manage/:siteSlug/recipes/:recipeId/revisions/:revisionId',
);

/** The body of a 409 from a recipe write: the error, and the recipe as it is now. */
export interface StaleRecipeWrite {
  error: { code: 'recipe_changed'; message: string };
  recipe: ManagedRecipe;
}

/** A new draft copy of a recipe ("… (copy)", a free slug, new ids for its lines and steps). */
export const duplicateManagedRecipe = /* @__PURE__ */ endpoint<{ response: { recipe: ManagedRecipe } }>()(
  'POST',
  '/manage/:siteSlug/recipes/:recipeId/duplicate',
);

/** Reads a pasted recipe, a saved page or ingredient lines against a kitchen; nothing is saved. */
export const parseRecipe = /* @__PURE__ */ endpoint<{
  body: RecipeParseRequest;
  response: RecipeParseResponse;
}>()('POST', '/manage/recipe-parse');

/** A term of one of the kitchen's taxonomies: 201 new, or 200 with the one of that title (any case). */
export const createKitchenTerm = /* @__PURE__ */ endpoint<{
  body: TaxonomyTermCreate;
  response: TaxonomyTermCreated;
}>()('POST', '/manage/:siteSlug/taxonomy-terms');

/** A piece of the kitchen's equipment: 201 new, or 200 with the one of that title. */
export const createKitchenEquipment = /* @__PURE__ */ endpoint<{
  body: EquipmentCreate;
  response: EquipmentCreated;
}>()('POST', '/manage/:siteSlug/equipment');

/** An ingredient of the kitchen's own: 201 new, or 200 with the platform's or kitchen's of that title or plural. */
export const createKitchenIngredient = /* @__PURE__ */ endpoint<{
  body: IngredientCreate;
  response: IngredientCreated;
}>()('POST', '/manage/:siteSlug/ingredients');

/** What would stop or spoil a publish of these fields (nothing is saved): errors first, then warnings. */
export const checkManagedRecipe = /* @__PURE__ */ endpoint<{
  body: RecipeChecksRequest;
  response: RecipeChecksResponse;
}>()('POST', '/manage/:siteSlug/recipe-checks');

/**
 * Every recipe of the kitchen as a zip archive: `recipes/<slug>.json` (schema.org Recipe JSON-LD,
 * which `/recipe-parse` reads back) and `index.json`. Fetch it with `ApiClient.download`.
 */
export const exportKitchenRecipes = /* @__PURE__ */ endpoint<{ response: Blob }>()(
  'GET',
  '/manage/:siteSlug/recipe-export',
);

/** The recipe page these fields would give (nothing saved), rendered by the kitchen's theme: where to open it. */
export const createRecipePreview = /* @__PURE__ */ endpoint<{
  body: RecipePreviewRequest;
  response: RecipePreviewResponse;
}>()('POST', '/manage/:siteSlug/recipe-previews');
