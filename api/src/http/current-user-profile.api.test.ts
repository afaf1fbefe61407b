import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let readerToken: string;
let otherToken: string;

async function createReader(email: string): Promise<string> {
  await world.db.insertInto('users').values({ id: randomUUID(), email }).execute();
  return world.tokenFor(email);
}

beforeAll(async () => {
  world = await createTestWorld();
  readerToken = await createReader('traveller@example.com');
  otherToken = await createReader('neighbour@example.com');
});
afterAll(async () => world.cleanup());

function call(method: 'GET' | 'PUT', path: string, token: string | null, body?: unknown) {
  return world.app.request(path, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const putProfile = (body: unknown, token: string | null = readerToken) =>
  call('PUT', '/api/v1/manage/current-user', token, body);

describe('the signed-in user’s own profile (manage GET, PUT /current-user)', () => {
  it('asks a visitor to sign in', async () => {
    const response = await call('GET', '/api/v1/manage/current-user', null);
    expect(response.status).toBe(401);
    expect((await putProfile({ measurementSystem: 'metric' }, null)).status).toBe(401);
  });

  it('is open to a reader who manages no kitchen, and starts with no unit choices', async () => {
    const response = await call('GET', '/api/v1/manage/current-user', readerToken);
    expect(response.status).toBe(200);
    const { currentUser } = await response.json();
    expect(currentUser).toMatchObject({
      email: 'traveller@example.com',
      displayName: null,
      handle: null,
      bio: null,
      avatar: null,
      unitPreferences: { measurementSystem: null, temperatureSystem: null },
    });
  });

  it('keeps unit choices on the account, so every kitchen the reader signs in to sees them', async () => {
    const response = await putProfile({ measurementSystem: 'metric', temperatureSystem: 'celsius' });
    expect(response.status).toBe(200);
    expect((await response.json()).currentUser.unitPreferences).toEqual({
      measurementSystem: 'metric',
      temperatureSystem: 'celsius',
    });
    for (const kitchen of ['family-table', 'crumb-and-crust', 'ember-and-salt']) {
      const read = await call('GET', `/api/v1/site/${kitchen}/current-user`, readerToken);
      expect((await read.json()).currentUser.unitPreferences).toEqual({
        measurementSystem: 'metric',
        temperatureSystem: 'celsius',
      });
    }
    // Another account is untouched.
    const other = await call('GET', '/api/v1/site/family-table/current-user', otherToken);
    expect((await other.json()).currentUser.unitPreferences.measurementSystem).toBeNull();
  });

  it('changes only the fields sent, and null clears a choice', async () => {
    await putProfile({ measurementSystem: 'metric', temperatureSystem: 'celsius' });
    const response = await putProfile({ temperatureSystem: null });
    expect((await response.json()).currentUser.unitPreferences).toEqual({
      measurementSystem: 'metric',
      temperatureSystem: null,
    });
  });

  it('rejects unknown unit systems with the spec’s messages and changes nothing', async () => {
    await putProfile({ measurementSystem: 'imperial', temperatureSystem: 'fahrenheit' });
    const response = await putProfile({ measurementSystem: 'kelvin', temperatureSystem: 'rankine' });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      measurementSystem: ['Choose metric or imperial'],
      temperatureSystem: ['Choose celsius or fahrenheit'],
    });
    const read = await call('GET', '/api/v1/manage/current-user', readerToken);
    expect((await read.json()).currentUser.unitPreferences).toEqual({
      measurementSystem: 'imperial',
      temperatureSystem: 'fahrenheit',
    });
  });

  it('updates the profile fields of spec §3', async () => {
    // The reader's own upload.
    const traveller = await world.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'traveller@example.com')
      .executeTakeFirstOrThrow();
    const image = { id: randomUUID() };
    await world.db
      .insertInto('images')
      .values({
        id: image.id,
        key: 'avatars/traveller.jpg',
        content_type: 'image/jpeg',
        width: 200,
        height: 200,
        site_id: null,
        created_by: traveller.id,
      })
      .execute();
    const bio = [{ type: 'paragraph', children: [{ text: 'I bake on Sundays.' }] }];
    const response = await putProfile({
      displayName: 'Tess Traveller',
      handle: 'tess.travels',
      bio,
      avatar: { id: image.id, crop: { x: 0, y: 0, width: 40, height: 40 } },
    });
    expect(response.status).toBe(200);
    const { currentUser } = await response.json();
    expect(currentUser).toMatchObject({
      displayName: 'Tess Traveller',
      handle: 'tess.travels',
      bio,
      avatar: { id: image.id, crop: { x: 0, y: 0, width: 40, height: 40 } },
    });
    const cleared = await putProfile({ avatar: null, bio: null });
    expect(await cleared.json()).toMatchObject({ currentUser: { avatar: null, bio: null } });
  });

  it('validates names and handles (2 to 255 characters, handle characters)', async () => {
    const response = await putProfile({ displayName: 'T', handle: 'no spaces' });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields.displayName).toEqual(['Use at least 2 characters']);
    expect(error.fields.handle).toEqual(['Use letters, digits, dots, dashes and underscores']);
  });

  it('refuses a handle someone else has, whatever its case', async () => {
    expect((await putProfile({ handle: 'sunday-baker' })).status).toBe(200);
    const response = await putProfile({ handle: 'Sunday-Baker', displayName: 'Neighbour' }, otherToken);
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({
      code: 'handle_taken',
      fields: { handle: ['That handle is already taken'] },
    });
    const other = await call('GET', '/api/v1/manage/current-user', otherToken);
    expect((await other.json()).currentUser.displayName).toBeNull();
    // Re-saving one's own handle in another case is fine.
    expect((await putProfile({ handle: 'Sunday-Baker' })).status).toBe(200);
  });

  it("refuses another reader's avatar as one's own", async () => {
    const ownersPortrait = await world.db
      .selectFrom('users')
      .select('avatar_image_id')
      .where('email', '=', 'june@family-table.example')
      .executeTakeFirstOrThrow();
    const response = await putProfile({ avatar: { id: ownersPortrait.avatar_image_id } });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(['avatar.id']);
  });

  it("refuses an avatar from a kitchen the reader does not manage, and lets a creator use their own kitchen's", async () => {
    const kitchenImage = await world.db
      .selectFrom('images as i')
      .innerJoin('sites as s', 's.id', 'i.site_id')
      .select('i.id')
      .where('s.slug', '=', 'family-table')
      .executeTakeFirstOrThrow();
    const refused = await putProfile({ avatar: { id: kitchenImage.id } });
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()).error.fields)).toEqual(['avatar.id']);
    const owner = await world.tokenFor('june@family-table.example');
    expect((await putProfile({ avatar: { id: kitchenImage.id } }, owner)).status).toBe(200);
  });

  it("queues a rebuild of an owner's kitchens when their name changes, and none for a reader", async () => {
    await world.db.deleteFrom('rebuild_jobs').execute();
    const jobs = () => world.db.selectFrom('rebuild_jobs').select(['site_slug', 'reason']).execute();
    await putProfile({ displayName: 'Just A Reader' });
    expect(await jobs()).toEqual([]);
    const owner = await world.tokenFor('isla@crumb-and-crust.example');
    expect((await putProfile({ displayName: 'Isla B.' }, owner)).status).toBe(200);
    expect(await jobs()).toEqual([{ site_slug: 'crumb-and-crust', reason: 'owner profile updated' }]);
    // Unit choices are the reader's own business: no rebuild.
    expect((await putProfile({ measurementSystem: 'metric' }, owner)).status).toBe(200);
    expect(await jobs()).toHaveLength(1);
  });

  it('refuses an avatar image that does not exist', async () => {
    const response = await putProfile({ avatar: { id: randomUUID() } });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(['avatar.id']);
  });

  it('does not read "current-user" as a kitchen slug on the kitchen-scoped manage routes', async () => {
    const response = await call('GET', '/api/v1/manage/current-user/recipes', readerToken);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('site_not_found');
  });
});
