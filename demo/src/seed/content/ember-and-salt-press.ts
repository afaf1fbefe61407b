import type { SeedPressItem } from '../seed-types.ts';

/**
 * The rest of Ember & Salt's press list, so the chef page carries the ~55 entries the spec
 * describes: outlet, headline, date ('' for the clippings nobody dated) and a one-line summary.
 */
const clippings: [outlet: string, headline: string, date: string, summary: string][] = [
  [
    'Coastal Living Weekly',
    'Where to eat by the fire this winter',
    '2025-01-09',
    'Ember & Salt tops a list of twelve wood-fired dining rooms worth the drive.',
  ],
  [
    'The Morning Plate',
    'A chef who cooks without gas',
    '2025-01-28',
    'A radio segment on running a restaurant kitchen on oak, hickory and charcoal alone.',
  ],
  [
    'Harbor Dispatch',
    'Ember & Salt named best new restaurant',
    '2024-11-30',
    'Readers’ choice award for the best opening of the year.',
  ],
  [
    'Fire & Knife Podcast',
    'Episode 88: Salt, smoke and patience',
    '2025-02-14',
    'An hour on dry-brining, resting meat and why the grill is never fully hot.',
  ],
  [
    'City Table',
    'The ten best dishes we ate this month',
    '2025-02-27',
    'The ember-roasted carrots with whipped feta make the list.',
  ],
  [
    'Salt Road Journal',
    'The chef keeping coastal smokehouses alive',
    '',
    'A long read on the small fish smokers who supply the restaurant.',
  ],
  [
    'Evening Standard Table',
    'Three chefs on cooking with children',
    '2025-03-08',
    'A roundtable on teaching kids to respect the fire.',
  ],
  [
    'Grill Nation',
    'The one steak rule every cook should know',
    '2025-03-29',
    'The reverse sear, explained at the pass.',
  ],
  [
    'The Local Pantry',
    'A shopping trip with the chef',
    '',
    'Market stalls, butchers and the one salt the kitchen cannot do without.',
  ],
  [
    'Food Radio Hour',
    'Live from the wood pile',
    '2025-04-19',
    'A live broadcast from the restaurant’s backyard fire pit.',
  ],
  [
    'Culinary Review Quarterly',
    'Essay: The case for under-seasoning nothing',
    '2025-05-01',
    'A short essay by the chef on salt, timing and confidence.',
  ],
  [
    'Weeknight Magazine',
    'Restaurant food you can cook on a Tuesday',
    '2025-05-17',
    'Three recipes adapted from the Ember & Salt menu for home kitchens.',
  ],
  [
    'The Daily Crumb',
    'Chef’s guide to buying charcoal',
    '',
    'Lump or briquette, and what the bag never tells you.',
  ],
  [
    'North Shore News',
    'Ember & Salt opens its private dining room',
    '2025-06-02',
    'A twelve-seat room beside the hearth, for family feasts.',
  ],
  [
    'Summer Grilling Guide',
    'The ten tools a chef actually uses',
    '2025-06-21',
    'Tongs, a thermometer and not much else.',
  ],
  [
    'Open Kitchen TV',
    'Season 4: The smoke episode',
    '2025-07-05',
    'A televised cook-off, fought over a single brisket.',
  ],
  [
    'Gather Journal',
    'Long tables, late nights',
    '2025-07-26',
    'A photo essay on the restaurant’s summer supper series.',
  ],
  [
    'Chef’s Notebook Blog',
    'Behind the pass on a Saturday night',
    '',
    'A line cook’s diary of a 220-cover service.',
  ],
  [
    'Regional Food Awards',
    'Chef of the Year: shortlist announced',
    '2025-08-09',
    'Ember & Salt’s chef is one of five finalists.',
  ],
  [
    'The Hearth Letter',
    'Why we stopped using gas',
    '2025-08-30',
    'A newsletter interview on the switch to an all-wood kitchen.',
  ],
  [
    'Table Talk Radio',
    'Ember & Salt’s vegetable menu',
    '2025-09-13',
    'A conversation about cooking squash, leeks and cabbage over coals.',
  ],
  [
    'Market Day Monthly',
    'A season at the farmers’ market',
    '2025-09-27',
    'How weekly market runs shape the menu.',
  ],
  [
    'Culinary Institute Alumni News',
    'Alumna spotlight',
    '',
    'From the school’s kitchen to running her own pass.',
  ],
  [
    'The Fish Counter',
    'Cooking whole fish over fire',
    '2025-10-18',
    'Step by step: scoring, salting and the flip.',
  ],
  [
    'Autumn Table Special',
    'Ember & Salt’s harvest menu',
    '2025-10-30',
    'A preview of the fall tasting menu.',
  ],
  [
    'Smoke Signals Podcast',
    'Episode 12: The restaurant that cooks on wood',
    '2025-11-15',
    'An interview on sourcing, sustainability and smoke.',
  ],
  [
    'Holiday Hosting Guide',
    'A chef’s make-ahead holiday plan',
    '2025-11-26',
    'The roast, the sides and the timeline.',
  ],
  [
    'Regional Food Awards',
    'Chef of the Year: the winner',
    '2025-12-04',
    'Ember & Salt’s chef takes the award.',
  ],
  [
    'Best of the Year List',
    'Our favorite restaurant meals of the year',
    '2025-12-20',
    'The fire-roasted chicken is named dish of the year.',
  ],
  [
    'Neighborhood Eats',
    'A late-night bar menu arrives',
    '',
    'Flatbreads from the hearth until midnight on Fridays.',
  ],
  [
    'New Year Food Forecast',
    'What we will be cooking next year',
    '2026-01-03',
    'The chef predicts the return of the open hearth.',
  ],
  [
    'Winter Warmers',
    'Five braises from restaurant kitchens',
    '2026-01-24',
    'Ember & Salt’s short rib braise leads the list.',
  ],
  [
    'Chef Exchange Program',
    'Ember & Salt hosts a visiting chef',
    '2026-02-07',
    'A week of shared menus with a chef from the coast.',
  ],
  [
    'The Sustainable Kitchen',
    'Zero-waste at the hearth',
    '',
    'Ash, embers and trimmings: what a wood kitchen reuses.',
  ],
  [
    'Spring Produce Report',
    'The chef on ramps, peas and fire',
    '2026-03-21',
    'Early-spring vegetables and how to char them.',
  ],
  [
    'Cooking Class Review',
    'We took the live-fire class',
    '2026-04-04',
    'A reporter learns to build a fire that cooks.',
  ],
  [
    'Business of Food',
    'How one restaurant survived a kitchen fire',
    '2026-04-18',
    'The story of a week closed and a team that stayed.',
  ],
  [
    'Family Food Hour',
    'Cooking outdoors with kids',
    '2026-05-02',
    'Safety rules and easy first dishes for the grill.',
  ],
  [
    'Travel & Taste',
    'A weekend on the coast, eating well',
    '2026-05-23',
    'Ember & Salt is the Saturday-night pick.',
  ],
  [
    'The Chef’s Table Series',
    'Feature: A kitchen built around a hearth',
    '',
    'An architectural look at the restaurant’s open fire kitchen.',
  ],
  [
    'Summer Reading List',
    'Cookbooks chefs are reading',
    '2026-06-27',
    'The chef’s pick: a seventy-year-old book on open-fire cooking.',
  ],
  [
    'Grill Nation',
    'Interview: The best way to cook corn',
    '2026-07-11',
    'Husk on, husk off, and the case for both.',
  ],
  [
    'Harbor Dispatch',
    'Ember & Salt turns three',
    '2026-08-01',
    'A look back at three years of cooking with fire.',
  ],
];

export const moreEmberPress: SeedPressItem[] = clippings.map(
  ([outlet, headline, date, description], index) => ({
    title: `${outlet}: ${headline}`,
    url: `https://example.com/press/ember-and-salt/${index + 13}`,
    description,
    date,
  }),
);
