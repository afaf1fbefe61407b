import { AppError } from '@larder/shared/errors';
import { UserProfileUpdateSchema } from '@larder/shared/schemas/user';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { validate } from '../http/validate.ts';
import { readUserProfile, updateUserProfile } from '../user/user-profile.ts';

/**
 * The signed-in user's own profile (manage API `GET, PUT /current-user`). Any signed-in user,
 * reader or creator, reads and edits only their own; kitchens use it to keep the reader's unit
 * choices on their account.
 */
export const manageCurrentUserRoutes = new Hono<AppEnv>()
  .get('/current-user', async (c) => {
    const user = c.var.user;
    if (!user) throw new AppError('unauthorized');
    return c.json({ currentUser: await readUserProfile(c.var.readContext, user.id) });
  })
  .put('/current-user', validate('json', UserProfileUpdateSchema), async (c) => {
    const user = c.var.user;
    if (!user) throw new AppError('unauthorized');
    await updateUserProfile(c.var.deps.db, user.id, c.req.valid('json'));
    return c.json({ currentUser: await readUserProfile(c.var.readContext, user.id) });
  });
