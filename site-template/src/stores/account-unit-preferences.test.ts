import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconcileUnitChoices } from './account-unit-preferences';

describe('reconcileUnitChoices', () => {
  const none = { measurementSystem: null, temperatureSystem: null } as const;

  it('changes nothing when neither the account nor the device has chosen', () => {
    expect(reconcileUnitChoices(none, { measurementSystem: '', temperatureSystem: '' })).toEqual({
      applyToDevice: {},
      saveToAccount: {},
    });
  });

  it('brings the account’s choices to a device that has none (a kitchen visited for the first time)', () => {
    expect(
      reconcileUnitChoices(
        { measurementSystem: 'metric', temperatureSystem: 'celsius' },
        { measurementSystem: '', temperatureSystem: '' },
      ),
    ).toEqual({
      applyToDevice: { measurementSystem: 'metric', temperatureSystem: 'celsius' },
      saveToAccount: {},
    });
  });

  it('lets the account win over an older choice on the device', () => {
    expect(
      reconcileUnitChoices(
        { measurementSystem: 'metric', temperatureSystem: null },
        { measurementSystem: 'imperial', temperatureSystem: '' },
      ),
    ).toEqual({ applyToDevice: { measurementSystem: 'metric' }, saveToAccount: {} });
  });

  it('saves to the account what only the device has chosen, field by field', () => {
    expect(
      reconcileUnitChoices(
        { measurementSystem: 'imperial', temperatureSystem: null },
        { measurementSystem: 'imperial', temperatureSystem: 'celsius' },
      ),
    ).toEqual({ applyToDevice: {}, saveToAccount: { temperatureSystem: 'celsius' } });
  });
});

describe('keepUnitChoicesOnAccount', () => {
  const kitchen = {
    apiOrigin: 'https://api.example',
    siteSlug: 'family-table',
    platformOrigin: 'https://larder.example',
    currency: 'USD' as const,
  };
  const storage = new Map<string, string>();
  const requests: { method: string; url: string; body: unknown }[] = [];

  beforeEach(() => {
    vi.resetModules();
    storage.clear();
    requests.length = 0;
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
        removeItem: (key: string) => storage.delete(key),
      },
      location: { href: 'https://family-table.example/recipes/soup' },
      history: { state: null, replaceState: () => undefined },
      addEventListener: () => undefined,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function answerAs(unitPreferences: object) {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit = {}) => {
        requests.push({
          method: init.method ?? 'GET',
          url,
          body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        });
        const currentUser = { id: 'u1', unitPreferences };
        return Promise.resolve(
          new Response(JSON.stringify({ currentUser, siteUserData: { bookmarks: [] } })),
        );
      }),
    );
  }

  async function load() {
    const sync = await import('./account-unit-preferences');
    const stores = await import('./recipe-view');
    return { ...sync, ...stores };
  }

  it('applies the account’s choices, then saves each new choice to the account', async () => {
    storage.set('larder:auth-token', 'token-1');
    answerAs({ measurementSystem: 'metric', temperatureSystem: 'celsius' });
    const { keepUnitChoicesOnAccount, $chosenMeasurementSystem, $chosenTemperatureSystem } = await load();

    await keepUnitChoicesOnAccount(kitchen);
    expect($chosenMeasurementSystem.get()).toBe('metric');
    expect($chosenTemperatureSystem.get()).toBe('celsius');
    expect(storage.get('larder:measurement-system')).toBe('metric');
    expect(requests.map((request) => request.method)).toEqual(['GET']);

    $chosenTemperatureSystem.set('fahrenheit');
    await vi.waitFor(() => {
      expect(requests).toHaveLength(2);
    });
    expect(requests[1]).toEqual({
      method: 'PUT',
      url: 'https://api.example/api/v1/manage/current-user',
      body: { temperatureSystem: 'fahrenheit' },
    });
  });

  it('saves the device’s choice to an account that has none', async () => {
    storage.set('larder:auth-token', 'token-1');
    storage.set('larder:measurement-system', 'metric');
    answerAs({ measurementSystem: null, temperatureSystem: null });
    const { keepUnitChoicesOnAccount } = await load();

    await keepUnitChoicesOnAccount(kitchen);
    await vi.waitFor(() => {
      expect(requests).toHaveLength(2);
    });
    expect(requests[1]?.body).toEqual({ measurementSystem: 'metric' });
  });

  it('does nothing for a signed-out reader', async () => {
    answerAs({ measurementSystem: 'metric', temperatureSystem: 'celsius' });
    const { keepUnitChoicesOnAccount, $chosenMeasurementSystem } = await load();

    await keepUnitChoicesOnAccount(kitchen);
    $chosenMeasurementSystem.set('imperial');
    expect(requests).toEqual([]);
    expect($chosenMeasurementSystem.get()).toBe('imperial');
  });
});
