import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/** Every foreign key gets an index led by its column(s); child rows are read in their order. */
const INDEXES: [table: string, columns: string[]][] = [
  ['images', ['created_by']],
  ['videos', ['poster_image_id']],
  ['sites', ['owner_id']],
  ['sites', ['color_theme_id']],
  ['sites', ['type_theme_id']],
  ['sites', ['featured_image_id']],
  ['sites', ['logo_id']],
  ['sites', ['icon_id']],
  ['sites', ['favicon_id']],
  ['site_memberships', ['user_id']],
  ['social_media_links', ['site_id', 'position']],
  ['links', ['site_id', 'position']],
  ['product_links', ['site_id', 'position']],
  ['product_links', ['product_image_id']],
  ['events', ['site_id', 'date']],
  ['events', ['image_id']],
  ['press_items', ['site_id', 'position']],
  ['equipment', ['site_id']],
  ['equipment', ['featured_image_id']],
  ['recipes', ['video_id']],
  ['recipe_images', ['image_id']],
  ['recipe_contributors', ['user_id']],
  ['ingredient_usage_groups', ['recipe_id', 'position']],
  ['ingredient_usages', ['group_id', 'position']],
  ['ingredient_usages', ['unit_id']],
  ['ingredient_usages', ['ingredient_id']],
  ['instruction_groups', ['recipe_id', 'position']],
  ['instructions', ['group_id', 'position']],
  ['instructions', ['video_id']],
  ['instruction_images', ['image_id']],
  ['equipment_usages', ['recipe_id', 'position']],
  ['equipment_usages', ['equipment_id']],
  ['equipment_usages', ['image_override_id']],
  ['collections', ['image_id']],
  ['collections', ['video_id']],
  ['collection_recipes', ['recipe_id']],
  ['comments', ['site_id']],
  ['comments', ['user_id']],
  ['comments', ['parent_id']],
  ['comment_upvotes', ['user_id']],
  ['bookmarks', ['site_id', 'user_id']],
  ['bookmarks', ['recipe_id']],
  ['subscriptions', ['user_id']],
  ['newsletter_subscribers', ['user_id']],
  ['newsletter_sends', ['site_id']],
  ['newsletter_sends', ['recipe_id']],
  ['auth_tokens', ['user_id']],
  ['auth_tokens', ['site_id']],
  ['recipe_preview_links', ['created_by']],
];

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of INDEXES) {
    await db.schema
      .createIndex(`${table}_${columns.join('_')}`)
      .ifNotExists()
      .on(table)
      .columns(columns)
      .execute();
  }

  // Images and videos belong to the kitchen they were uploaded for, so one kitchen's recipes can
  // never show another's media (even media attached to its drafts). Null: a reader's avatar.
  for (const table of ['images', 'videos']) {
    await db.schema
      .alterTable(table)
      .addColumn('site_id', 'text', (c) => c.references('sites.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex(`${table}_site_id`).on(table).column('site_id').execute();
  }
  // Existing media goes to the kitchen that uses it.
  await sql`
    update videos set site_id = coalesce(
      (select r.site_id from recipes r where r.video_id = videos.id limit 1),
      (select r.site_id from instructions i
         join instruction_groups g on g.id = i.group_id
         join recipes r on r.id = g.recipe_id
       where i.video_id = videos.id limit 1),
      (select c.site_id from collections c where c.video_id = videos.id limit 1)
    )`.execute(db);
  await sql`
    update images set site_id = coalesce(
      (select r.site_id from recipe_images ri join recipes r on r.id = ri.recipe_id
       where ri.image_id = images.id limit 1),
      (select r.site_id from instruction_images ii
         join instructions i on i.id = ii.instruction_id
         join instruction_groups g on g.id = i.group_id
         join recipes r on r.id = g.recipe_id
       where ii.image_id = images.id limit 1),
      (select r.site_id from equipment_usages eu join recipes r on r.id = eu.recipe_id
       where eu.image_override_id = images.id limit 1),
      (select e.site_id from equipment e where e.featured_image_id = images.id limit 1),
      (select s.id from sites s
       where images.id in (s.featured_image_id, s.logo_id, s.icon_id, s.favicon_id) limit 1),
      (select c.site_id from collections c where c.image_id = images.id limit 1),
      (select e.site_id from events e where e.image_id = images.id limit 1),
      (select p.site_id from product_links p where p.product_image_id = images.id limit 1),
      (select v.site_id from videos v where v.poster_image_id = images.id limit 1)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['images', 'videos']) {
    await db.schema.dropIndex(`${table}_site_id`).execute();
    await db.schema.alterTable(table).dropColumn('site_id').execute();
  }
  for (const [table, columns] of INDEXES)
    await db.schema
      .dropIndex(`${table}_${columns.join('_')}`)
      .ifExists()
      .execute();
}
