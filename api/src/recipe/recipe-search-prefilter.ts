import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DatabaseEngine } from '../db/database.ts';

/**
 * The characters beyond ASCII whose JavaScript lower case holds ASCII, each with that lower case.
 * SQLite's `lower()` folds ASCII only; replacing these first makes every ASCII character of a
 * field's JavaScript lower case appear, in the same place among its ASCII neighbours, in the SQL
 * one. A test walks every code point to keep this list complete.
 */
export const FOLDED_INTO_ASCII: readonly (readonly [string, string])[] = [
  ['\u0130', 'i\u0307'],
  ['\u212a', 'k'],
];

/**
 * What SQL can look for of a normalised term: its runs of printable ASCII other than space,
 * longest first, leaving out runs another one contains. Every field the term occurs in holds
 * each of them in its SQL lower case (`foldedForSearch`), whatever else the term contains.
 */
export function searchTermPieces(normalisedTerm: string): string[] {
  const runs = [...new Set(normalisedTerm.match(/[\x21-\x7e]+/g) ?? [])].sort((a, b) => b.length - a.length);
  return runs.filter((run, index) => !runs.slice(0, index).some((longer) => longer.includes(run)));
}

/** A text as SQL compares it with the pieces of a term: lower case, as far as ASCII goes. */
export function foldedForSearch(text: Expression<unknown>): RawBuilder<string> {
  let folded: Expression<unknown> = text;
  for (const [from, to] of FOLDED_INTO_ASCII) folded = sql`replace(${folded}, ${from}, ${to})`;
  return sql<string>`lower(${folded})`;
}

type PieceTest = (text: Expression<unknown>) => RawBuilder<SqlBool>;

function sqliteDescriptionOrKeywords(holdsEveryPiece: PieceTest): RawBuilder<SqlBool> {
  const description = sql.ref('recipes.description');
  const keywords = sql.ref('recipes.keywords');
  return sql<SqlBool>`case
      when ${description} is null then 0
      when not json_valid(${description}) then 1
      when exists (
        select 1 from json_tree(${description}) as node
        where node.key = 'type' and node.atom = 'measurement'
      ) then 1
      else coalesce(${holdsEveryPiece(sql`(
        select group_concat(node.value, '' order by node.id) from json_tree(${description}) as node
        where node.key = 'text' and node.type = 'text'
      )`)}, 0)
    end
    or case
      when not json_valid(${keywords}) then 1
      else exists (
        select 1 from json_each(${keywords}) as keyword
        where keyword.type = 'text' and ${holdsEveryPiece(sql.ref('keyword.value'))}
      )
    end`;
}

/**
 * The same on PostgreSQL, with its JSON path language: every object's string \`text\` in
 * document order, and any object whose \`type\` is a measurement. A value that does not parse
 * (\`larder_jsonb_or_null\`, migration 0020) is kept, as on SQLite.
 */
function postgresDescriptionOrKeywords(holdsEveryPiece: PieceTest): RawBuilder<SqlBool> {
  const description = sql`larder_jsonb_or_null(${sql.ref('recipes.description')})`;
  const keywords = sql`larder_jsonb_or_null(${sql.ref('recipes.keywords')})`;
  return sql<SqlBool>`(recipes.description is not null and (
      ${description} is null
      or jsonb_path_exists(${description}, 'strict $.** ? (@.type() == "object" && @.type == "measurement")', '{}', true)
      or coalesce(${holdsEveryPiece(sql`(
        select string_agg(node #>> '{}', '') from jsonb_path_query(
          ${description}, 'strict $.** ? (@.type() == "object" && @.text.type() == "string").text', '{}', true
        ) as node
      )`)}, false)
    ))
    or (coalesce(jsonb_typeof(${keywords}), 'damaged') <> 'array' or exists (
      select 1 from jsonb_array_elements(${keywords}) as keyword
      where jsonb_typeof(keyword) = 'string' and ${holdsEveryPiece(sql`(keyword #>> '{}')`)}
    ))`;
}

/**
 * A condition on `recipes` that holds for every recipe a search for the term can find, and for
 * as few others as SQL can tell cheaply: one field (as `recipeSearchText` lists them) must hold
 * every piece of the term. The exact match in JavaScript stays the last word; this only spares
 * reading and parsing the recipes that cannot match. Null when the term has no ASCII piece (e.g.
 * "日本", "é"): SQLite cannot fold the rest as JavaScript does, so such a term reads every recipe.
 *
 * The description is rich-text JSON, written by `toJson` from a validated value: its plain text
 * is its leaves' texts in document order with line breaks between blocks, so a piece (which holds
 * no white space) found in it is found in its leaves run together. A measurement adds its
 * quantity as JavaScript writes the number, which SQL does not reproduce: a description with one
 * is kept whatever it says, and so is a description or a keyword list SQLite cannot parse (the
 * read then decides). Terms and ingredients are looked up once per search, not once per recipe.
 */
export function recipeSearchPrefilter(
  siteId: string,
  normalisedTerm: string,
  engine: DatabaseEngine = 'sqlite',
): Expression<SqlBool> | null {
  const pieces = searchTermPieces(normalisedTerm);
  if (pieces.length === 0) return null;
  const holdsEveryPiece = (text: Expression<unknown>) => {
    const folded = foldedForSearch(text);
    return sql<SqlBool>`(${sql.join(
      pieces.map((piece) =>
        engine === 'postgres' ? sql`strpos(${folded}, ${piece}) > 0` : sql`instr(${folded}, ${piece}) > 0`,
      ),
      sql` and `,
    )})`;
  };
  const inDescriptionOrKeywords = (
    engine === 'postgres' ? postgresDescriptionOrKeywords : sqliteDescriptionOrKeywords
  )(holdsEveryPiece);
  return sql<SqlBool>`(
    ${holdsEveryPiece(sql.ref('recipes.title'))}
    or ${inDescriptionOrKeywords}
    or (recipes.privacy_setting = 'public' and recipes.id in (
      select usage_group.recipe_id from recipes as owner
      inner join ingredient_usage_groups as usage_group on usage_group.recipe_id = owner.id
      inner join ingredient_usages as usage on usage.group_id = usage_group.id
      where owner.site_id = ${siteId}
        and (${holdsEveryPiece(sql.ref('usage.ingredient_title_override'))}
          or usage.ingredient_id in (
            select ingredient.id from ingredients as ingredient
            where ${holdsEveryPiece(sql.ref('ingredient.title'))}
          ))
    ))
    or recipes.id in (
      select link.recipe_id from taxonomy_terms as term
      inner join recipe_taxonomy_terms as link on link.term_id = term.id
      where term.site_id = ${siteId}
        and (${holdsEveryPiece(sql.ref('term.title'))} or ${holdsEveryPiece(sql.ref('term.slug'))})
    )
  )`;
}
