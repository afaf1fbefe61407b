import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text')
    .addColumn('handle', 'text', (c) => c.unique())
    .addColumn('bio', 'text')
    .addColumn('avatar_image_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('lqip', 'text')
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('videos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('poster_image_id', 'text', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('color_themes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('colors', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('type_themes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('fonts', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('about_short', 'text')
    .addColumn('about', 'text')
    .addColumn('about_heading', 'text')
    .addColumn('featured_image_id', 'text', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('logo_id', 'text', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('icon_id', 'text', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('favicon_id', 'text', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('color_theme_id', 'text', (c) => c.notNull().references('color_themes.id'))
    .addColumn('type_theme_id', 'text', (c) => c.notNull().references('type_themes.id'))
    .addColumn('css_overrides', 'text')
    .addColumn('google_analytics_id', 'text')
    .addColumn('default_measurement_system', 'text', (c) => c.notNull().defaultTo('imperial'))
    .addColumn('default_temperature_system', 'text', (c) => c.notNull().defaultTo('fahrenheit'))
    .addColumn('header_layout', 'text', (c) => c.notNull().defaultTo('left'))
    .addColumn('header_links', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('featured_recipe_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('link_page_heading', 'text')
    .addColumn('hide_sidebar_bio', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hide_search', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('newsletters_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscriptions_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payments_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('monthly_amount_cents', 'integer')
    .addColumn('yearly_amount_cents', 'integer')
    .addColumn('theme_accent_color', 'text')
    .addColumn('theme_style', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('site_memberships')
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'manager')`))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('site_memberships_pk', ['site_id', 'user_id'])
    .execute();

  for (const table of ['social_media_links', 'links']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn(table === 'links' ? 'label' : 'platform', 'text', (c) => c.notNull())
      .addColumn(table === 'links' ? 'href' : 'url', 'text', (c) => c.notNull())
      .execute();
  }

  await db.schema
    .createTable('product_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_title', 'text')
    .addColumn('product_image_id', 'text', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('href', 'text', (c) => c.notNull())
    .addColumn('price', 'text')
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_id', 'text', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('description', 'text')
    .addColumn('href', 'text')
    .execute();

  await db.schema
    .createTable('press_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date', 'text')
    .execute();

  await db.schema
    .createTable('taxonomy_terms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('cuisines', 'meals', 'methods', 'diets', 'tags', 'categories')`),
    )
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addUniqueConstraint('taxonomy_terms_site_kind_slug', ['site_id', 'kind', 'slug'])
    .execute();

  await db.schema
    .createTable('units')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('plural_title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('abbreviation', 'text')
    .execute();

  await db.schema
    .createTable('ingredients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('grams_per_liter', 'real')
    .addColumn('default_metric_measurement_method', 'text')
    .addColumn('default_imperial_measurement_method', 'text')
    .execute();

  await db.schema
    .createTable('equipment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('featured_image_id', 'text', (c) => c.references('images.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('recipes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('privacy_setting', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('video_id', 'text', (c) => c.references('videos.id').onDelete('set null'))
    .addColumn('story_excerpt', 'text')
    .addColumn('story_more', 'text')
    .addColumn('note', 'text')
    .addColumn('legacy_recipe_data', 'text')
    .addColumn('prep_time_minutes', 'integer')
    .addColumn('cook_time_minutes', 'integer')
    .addColumn('custom_time_label', 'text')
    .addColumn('custom_time_minutes', 'integer')
    .addColumn('yield_servings', 'real')
    .addColumn('serving_description', 'text')
    .addColumn('difficulty_level', 'text')
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('youtube_video_id', 'text')
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('recipes_site_slug', ['site_id', 'slug'])
    .execute();
  await db.schema
    .createIndex('recipes_site_published')
    .on('recipes')
    .columns(['site_id', 'published_at'])
    .execute();

  await db.schema
    .createTable('recipe_images')
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('image_id', 'text', (c) => c.notNull().references('images.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('crop', 'text')
    .addPrimaryKeyConstraint('recipe_images_pk', ['recipe_id', 'position'])
    .execute();

  await db.schema
    .createTable('recipe_taxonomy_terms')
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('term_id', 'text', (c) => c.notNull().references('taxonomy_terms.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('recipe_taxonomy_terms_pk', ['recipe_id', 'term_id'])
    .execute();
  await db.schema
    .createIndex('recipe_taxonomy_terms_term')
    .on('recipe_taxonomy_terms')
    .column('term_id')
    .execute();

  await db.schema
    .createTable('recipe_contributors')
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('recipe_contributors_pk', ['recipe_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('ingredient_usage_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();

  await db.schema
    .createTable('ingredient_usages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) =>
      c.notNull().references('ingredient_usage_groups.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('quantity_min', 'real')
    .addColumn('quantity_max', 'real')
    .addColumn('unit_id', 'text', (c) => c.references('units.id'))
    .addColumn('ingredient_id', 'text', (c) => c.references('ingredients.id'))
    .addColumn('preparation', 'text')
    .addColumn('ingredient_title_override', 'text')
    .addColumn('link', 'text')
    .addColumn('note', 'text')
    .execute();

  await db.schema
    .createTable('instruction_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();

  await db.schema
    .createTable('instructions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('instruction_groups.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('timer_minutes', 'real')
    .addColumn('note', 'text')
    .addColumn('video_id', 'text', (c) => c.references('videos.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('instruction_images')
    .addColumn('instruction_id', 'text', (c) => c.notNull().references('instructions.id').onDelete('cascade'))
    .addColumn('image_id', 'text', (c) => c.notNull().references('images.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('instruction_images_pk', ['instruction_id', 'position'])
    .execute();

  await db.schema
    .createTable('equipment_usages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('equipment_id', 'text', (c) => c.notNull().references('equipment.id'))
    .addColumn('link', 'text')
    .addColumn('note', 'text')
    .addColumn('image_override_id', 'text', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('equipment_title_override', 'text')
    .execute();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image_id', 'text', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('video_id', 'text', (c) => c.references('videos.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('collections_site_slug', ['site_id', 'slug'])
    .execute();

  await db.schema
    .createTable('collection_recipes')
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_recipes_pk', ['collection_id', 'recipe_id'])
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'text', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('comments_recipe')
    .on('comments')
    .columns(['recipe_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('comment_upvotes')
    .addColumn('comment_id', 'text', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('comment_upvotes_pk', ['comment_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('bookmarks')
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('bookmarks_pk', ['user_id', 'recipe_id'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_type', 'text', (c) => c.notNull().check(sql`plan_type in ('free', 'monthly', 'yearly')`))
    .addColumn('price_amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cadence', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text', (c) => c.unique())
    .addColumn('current_period_end', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('canceled_at', 'text')
    .execute();
  await db.schema
    .createIndex('subscriptions_site_user')
    .on('subscriptions')
    .columns(['site_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('unsubscribed_at', 'text')
    .addUniqueConstraint('newsletter_subscribers_site_email', ['site_id', 'email'])
    .execute();

  await db.schema
    .createTable('newsletter_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('note', 'text')
    .addColumn('recipient_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'text')
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'magic_link', 'single_use')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('site_id', 'text', (c) => c.references('sites.id').onDelete('cascade'))
    .addColumn('next_url', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('rebuild_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_slug', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('rebuild_jobs_status')
    .on('rebuild_jobs')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'rebuild_jobs',
    'auth_tokens',
    'newsletter_sends',
    'newsletter_subscribers',
    'subscriptions',
    'bookmarks',
    'comment_upvotes',
    'comments',
    'collection_recipes',
    'collections',
    'equipment_usages',
    'instruction_images',
    'instructions',
    'instruction_groups',
    'ingredient_usages',
    'ingredient_usage_groups',
    'recipe_contributors',
    'recipe_taxonomy_terms',
    'recipe_images',
    'recipes',
    'equipment',
    'ingredients',
    'units',
    'taxonomy_terms',
    'press_items',
    'events',
    'product_links',
    'links',
    'social_media_links',
    'site_memberships',
    'sites',
    'type_themes',
    'color_themes',
    'videos',
    'images',
    'users',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
