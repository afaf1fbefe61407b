import type { SeedCommunity } from './community-types.ts';
import { MAYA, PRIYA, SAM, SPAMMER, THEO } from './readers.ts';

const JUNE = 'june@family-table.example';
const RILEY = 'reader@family-table.example';

export const community: SeedCommunity = {
  kitchenSlug: 'family-table',
  bookmarks: [
    { by: MAYA, recipe: 'sheet-pan-lemon-chicken-and-potatoes', daysAgo: 9 },
    { by: MAYA, recipe: 'chewy-chocolate-chip-cookies', daysAgo: 6 },
    { by: MAYA, recipe: 'three-bean-beef-chili', daysAgo: 2 },
    { by: THEO, recipe: 'creamy-tomato-soup', daysAgo: 11 },
    { by: PRIYA, recipe: 'weeknight-chicken-noodle-soup', daysAgo: 4 },
  ],
  discussions: [
    {
      recipe: 'sheet-pan-lemon-chicken-and-potatoes',
      comments: [
        {
          by: MAYA,
          daysAgo: 9,
          text: 'Made this on a Tuesday with two toddlers underfoot and it still came out beautifully.\nThe potatoes soaking up the lemony pan juices are the best part.',
          upvotedBy: [THEO, PRIYA, RILEY],
          replies: [
            {
              by: JUNE,
              daysAgo: 8.6,
              text: 'Two toddlers and one pan is exactly who this recipe is for. So glad it worked!',
              upvotedBy: [MAYA],
            },
            {
              by: THEO,
              daysAgo: 7,
              text: 'Same here. I scattered a handful of olives over it for the last ten minutes, highly recommend.',
            },
          ],
        },
        {
          by: PRIYA,
          daysAgo: 5,
          text: 'Could I use boneless thighs? My kids won’t eat anything with a bone in it.',
          upvotedBy: [MAYA],
          replies: [
            {
              by: JUNE,
              daysAgo: 4.8,
              text: 'Yes! Put them on the pan about ten minutes after the potatoes so they stay juicy.',
              upvotedBy: [PRIYA, SAM],
            },
          ],
        },
        {
          by: SPAMMER,
          daysAgo: 3,
          text: 'BEST KITCHEN DEALS ONLINE!!! 90% off sheet pans at cheap-pans dot example, today only',
          hidden: true,
        },
        {
          by: SAM,
          daysAgo: 1.2,
          text: 'Doubled it for a crowd on two pans, swapping them halfway. Not a scrap left.',
        },
      ],
    },
    {
      recipe: 'chewy-chocolate-chip-cookies',
      comments: [
        {
          by: THEO,
          daysAgo: 20,
          text: 'Chilling the dough really does make a difference: chewier middles, crisp edges.',
          upvotedBy: [MAYA, SAM, PRIYA],
          replies: [
            {
              by: MAYA,
              daysAgo: 19,
              text: 'Agreed, though I can never wait long. Even an hour helps.',
            },
          ],
        },
        {
          by: PRIYA,
          daysAgo: 2,
          text: 'Baked these with my daughter for her class. Thirty cookies, thirty happy kids.',
          upvotedBy: [JUNE, THEO],
          replies: [{ by: JUNE, daysAgo: 1.5, text: 'That is the best review a cookie can get.' }],
        },
      ],
    },
    {
      recipe: 'weeknight-chicken-noodle-soup',
      comments: [
        {
          by: SAM,
          daysAgo: 12,
          text: 'My go-to whenever someone in the house has a cold.',
          upvotedBy: [MAYA],
        },
        {
          by: MAYA,
          daysAgo: 0.1,
          text: 'Froze half of it and the noodles went soft when I reheated it. Lesson learned!',
          replies: [
            {
              by: JUNE,
              daysAgo: 0.05,
              text: 'Boil the noodles separately next time and add them to each bowl; the soup itself freezes beautifully.',
            },
          ],
        },
      ],
    },
    {
      recipe: 'three-bean-beef-chili',
      comments: [
        {
          by: RILEY,
          daysAgo: 6,
          text: 'Worth the subscription on its own. Even better on the second day.',
          upvotedBy: [JUNE],
          replies: [{ by: JUNE, daysAgo: 5.5, text: 'Thank you, Riley! Day-two chili is the best chili.' }],
        },
      ],
    },
  ],
};
