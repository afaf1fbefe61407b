/**
 * What a demo picture shows, read from its description (the image's alt text or the recipe's
 * title): the illustrations to draw, main subject first. Each name is a vendored Fluent Emoji
 * (`assets/fluent-emoji/<name>.svg`) or a drawing of `picture-drawings.ts`.
 */

/** A rule: words in the description and the illustrations they call for. */
type Rule = [pattern: RegExp, subjects: string[]];

/**
 * Dishes: the first one named in a description is the picture's main subject. Longer phrases come
 * first, so "chicken pot pie" is a pie and not a chicken leg.
 */
const DISHES: Rule[] = [
  [/(chicken )?pot pie/, ['pie']],
  [/chicken noodle soup|noodle soup/, ['steaming-bowl', 'carrot']],
  [/tomato soup/, ['tomato-soup', 'tomato']],
  [/\bchili\b/, ['chili', 'beans']],
  [/\bsoups?\b/, ['steaming-bowl']],
  [/lasagna/, ['lasagna']],
  [/mac(aroni)? and cheese/, ['mac-and-cheese', 'cheese-wedge']],
  [/pasta salad/, ['pasta-salad']],
  [/pancakes?/, ['pancakes']],
  [/cookie dough/, ['cookie']],
  [/cookies?/, ['cookie']],
  [/shortbread/, ['shortbread']],
  [/flapjacks?/, ['flapjack']],
  [/crackers?/, ['crackers']],
  [/granola/, ['granola']],
  [/cinnamon buns?/, ['cinnamon-bun']],
  [/scones?/, ['scone']],
  [/banana bread/, ['bread', 'banana']],
  [/soda bread/, ['bread', 'sheaf-of-rice']],
  [/brioche/, ['bread', 'egg']],
  [/focaccia/, ['flatbread', 'herb']],
  [/flatbreads?/, ['flatbread']],
  [/\b(tin )?loaf\b(?! cake)|white bread|\bbread\b/, ['bread']],
  [/pound cake/, ['pound-cake']],
  [/victoria sponge|victoria sandwich|\bsponges?\b/, ['victoria-sponge', 'strawberry']],
  [/drizzle (loaf )?cake|drizzle loaf|\bdrizzle\b/, ['drizzle-loaf', 'lemon']],
  [/\bcake\b/, ['shortcake']],
  [/apple pie|\bpie\b/, ['pie']],
  [/bakewell/, ['bakewell', 'cherries']],
  [/\btart\b/, ['pie', 'cherries']],
  [/pizza/, ['pizza']],
  [/corn tortillas|tortillas|tacos?/, ['taco']],
  [/shredded pork|carnitas|\bpork\b/, ['cut-of-meat']],
  [/short ribs|\bribs\b/, ['meat-on-bone']],
  [/octopus/, ['octopus']],
  [/paella/, ['shallow-pan-of-food']],
  [/shrimp/, ['shrimp']],
  [/romesco/, ['romesco']],
  [/salsa verde/, ['salsa-verde']],
  [/molcajete|tomato salsa|\bsalsas?\b/, ['salsa']],
  [/black beans|\bbeans\b/, ['black-beans']],
  [/ears? of corn|\bcorn\b/, ['ear-of-corn']],
  [/peach(es)?/, ['peach']],
  [/agua fresca/, ['agua-fresca']],
  [/lemonade/, ['lemonade']],
  [/roast(ed)? chicken|chicken thighs|\bchicken\b/, ['poultry-leg']],
  [/\bsandwich(es)?\b|grilled cheese/, ['sandwich']],
  [/afternoon tea|teapot/, ['teapot']],
  [/cookbooks?|bookshop|\bbooks?\b/, ['books']],
];

/** Ingredients and props: drawn beside the main subject, in the order the description names them. */
const SIDES: Rule[] = [
  [/lemons?\b/, ['lemon']],
  [/\blimes?\b/, ['lime']],
  [/strawberr/, ['strawberry']],
  [/raspberr|\bjam\b/, ['cherries']],
  [/\bapples?\b/, ['red-apple']],
  [/bananas?/, ['banana']],
  [/pineapple/, ['pineapple']],
  [/potato/, ['potato']],
  [/tomato/, ['tomato']],
  [/avocado/, ['avocado']],
  [/carrots?/, ['carrot']],
  [/garlic/, ['garlic']],
  [/scallions?|onions?/, ['onion']],
  [/olives?\b/, ['olive']],
  [/cheese|cheddar|feta|mozzarella|ricotta/, ['cheese-wedge']],
  [/chocolate/, ['chocolate-bar']],
  [/butter\b/, ['butter']],
  [/honey|syrup|maple/, ['honey-pot']],
  [/\boats?\b/, ['sheaf-of-rice']],
  [/almonds|pecans|pistachios/, ['chestnut']],
  [/bell peppers?|charred peppers|\bpeppers\b/, ['bell-pepper']],
  [/chiles?\b|chile oil|chile powder|chile-salt/, ['hot-pepper']],
  [/rosemary|parsley|cilantro|\bmint\b|herb|greenery/, ['herb']],
  [/coffee/, ['hot-beverage']],
  [/\bice\b/, ['ice']],
  [/\beggs?\b/, ['egg']],
  [/candle/, ['candle']],
  [/charcoal|embers|flames?|\bfire\b|\bgrill\b/, ['fire']],
];

/** Kitchen equipment, for equipment thumbnails only (a dish "in a cast-iron skillet" is still the dish). */
const EQUIPMENT: Rule[] = [
  [/scale/, ['kitchen-scale']],
  [/tart tin/, ['tart-tin']],
  [/loaf (tin|pan)/, ['loaf-tin']],
  [/square tin/, ['square-tin']],
  [/cake tin|round tin/, ['round-tin']],
  [/baking stone/, ['baking-stone']],
  [/dough scraper|scraper/, ['dough-scraper']],
  [/baking tray|sheet pan|half-sheet/, ['sheet-pan']],
  [/baking dish/, ['baking-dish']],
  [/dutch oven/, ['dutch-oven']],
  [/stand mixer|mixer/, ['stand-mixer']],
  [/skillet|frying pan/, ['skillet']],
  [/immersion blender/, ['stick-blender']],
  [/blender/, ['blender']],
  [/pitcher|jug/, ['pitcher']],
  [/grill/, ['grill']],
  [/plancha/, ['plancha']],
  [/molcajete|mortar/, ['molcajete']],
  [/paella pan/, ['shallow-pan-of-food']],
  [/thermometer/, ['thermometer']],
];

/** What the shops sell, for product pictures (before equipment, then food, are asked). */
const PRODUCTS: Rule[] = [
  [/timetable|printable (?!.*cards)|print(ed)? (sheet|chart)/, ['printed-sheet']],
  [/recipe cards|\bcards\b(?!.*gift)/, ['recipe-cards']],
  [/gift card/, ['gift-card']],
  [/proving basket|banneton/, ['banneton']],
  [/cutters?/, ['cutters']],
  [/sea salt|salt flakes|\bpouch\b/, ['salt-pouch']],
  [/tongs/, ['tongs']],
  [/apron/, ['apron']],
  [/spice (blend|tins?)|\btins of\b.*spice/, ['spice-tins']],
];

interface Found {
  at: number;
  subjects: string[];
}

/** Matches rules in order; a later rule never matches words an earlier one has taken. */
function findAll(text: string, rules: Rule[], taken: boolean[]): Found[] {
  const found: Found[] = [];
  for (const [pattern, subjects] of rules) {
    for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
      const end = match.index + match[0].length;
      if (taken.slice(match.index, end).some(Boolean)) continue;
      taken.fill(true, match.index, end);
      found.push({ at: match.index, subjects });
      break;
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

function unique(names: string[]): string[] {
  return [...new Set(names)];
}

/** The dishes and sides a description names, main subject first; empty when it names none. */
export function foodSubjects(description: string): string[] {
  const text = description.toLowerCase();
  const taken: boolean[] = Array.from({ length: text.length }, () => false);
  const dishes = findAll(text, DISHES, taken);
  const sides = findAll(text, SIDES, taken);
  const [main, ...otherDishes] = dishes;
  return unique([
    ...(main?.subjects ?? []),
    ...[...otherDishes, ...sides].sort((a, b) => a.at - b.at).flatMap((found) => found.subjects),
  ]);
}

/** The drawing of a piece of equipment by its title, or null when no drawing fits. */
export function equipmentSubject(title: string): string | null {
  const text = title.toLowerCase();
  return (
    findAll(
      text,
      EQUIPMENT,
      Array.from({ length: text.length }, () => false),
    )[0]?.subjects[0] ?? null
  );
}

/**
 * The drawing of a shop's product by its title and description: a product drawing, else a piece
 * of equipment, else the first food it names; null when none fits.
 */
export function productSubject(description: string): string | null {
  const text = description.toLowerCase();
  const product = findAll(
    text,
    PRODUCTS,
    Array.from({ length: text.length }, () => false),
  )[0];
  return product?.subjects[0] ?? equipmentSubject(description) ?? foodSubjects(description)[0] ?? null;
}
