import type { MeasurementSystem, TemperatureSystem } from '@larder/shared/schemas/common';
import { updateAccountProfile } from '@larder/shared/api/reader.endpoints';
import type { UnitPreferences } from '@larder/shared/schemas/user';
import { kitchenApi } from '../lib/kitchen-api';
import type { KitchenContext } from '../lib/kitchen-context';
import { loadCurrentUser } from './current-user';
import { $chosenMeasurementSystem, $chosenTemperatureSystem } from './recipe-view';

/** The device's choices as the recipe-view stores hold them: empty means "not chosen". */
export interface DeviceUnitChoices {
  measurementSystem: MeasurementSystem | '';
  temperatureSystem: TemperatureSystem | '';
}

export interface UnitChoiceReconciliation {
  /** Choices from the account that this device does not have yet. */
  applyToDevice: Partial<UnitPreferences>;
  /** Choices made on this device that the account does not have yet. */
  saveToAccount: Partial<UnitPreferences>;
}

/**
 * When a signed-in reader opens a kitchen: a choice on the account wins (it is the one that
 * follows the reader between kitchens); a choice only this device has is saved to the account.
 */
export function reconcileUnitChoices(
  account: UnitPreferences,
  device: DeviceUnitChoices,
): UnitChoiceReconciliation {
  const result: UnitChoiceReconciliation = { applyToDevice: {}, saveToAccount: {} };
  if (account.measurementSystem && account.measurementSystem !== device.measurementSystem)
    result.applyToDevice.measurementSystem = account.measurementSystem;
  else if (!account.measurementSystem && device.measurementSystem)
    result.saveToAccount.measurementSystem = device.measurementSystem;
  if (account.temperatureSystem && account.temperatureSystem !== device.temperatureSystem)
    result.applyToDevice.temperatureSystem = account.temperatureSystem;
  else if (!account.temperatureSystem && device.temperatureSystem)
    result.saveToAccount.temperatureSystem = device.temperatureSystem;
  return result;
}

let started = false;

/**
 * Keeps a signed-in reader's unit and temperature choices on their account (manage API
 * `PUT /current-user`), so a choice made in one kitchen applies in every kitchen they are signed
 * in to. Signed-out readers keep their choices on the device only. Runs once per page; saving
 * failures are logged and the device keeps the choice.
 */
export async function keepUnitChoicesOnAccount(kitchen: KitchenContext): Promise<void> {
  if (started) return;
  started = true;
  const viewer = await loadCurrentUser(kitchen);
  if (viewer.status !== 'signed-in') return;

  let saving = Promise.resolve();
  const save = (preferences: Partial<UnitPreferences>) => {
    saving = saving.then(async () => {
      try {
        await kitchenApi(kitchen.apiOrigin).request(updateAccountProfile, { body: preferences });
      } catch (error) {
        console.warn('Could not save the unit choice to the account', error);
      }
    });
  };

  const { applyToDevice, saveToAccount } = reconcileUnitChoices(viewer.user.unitPreferences, {
    measurementSystem: $chosenMeasurementSystem.get(),
    temperatureSystem: $chosenTemperatureSystem.get(),
  });
  if (applyToDevice.measurementSystem) $chosenMeasurementSystem.set(applyToDevice.measurementSystem);
  if (applyToDevice.temperatureSystem) $chosenTemperatureSystem.set(applyToDevice.temperatureSystem);
  if (Object.keys(saveToAccount).length > 0) save(saveToAccount);

  // From now on every choice the reader makes here goes to the account as well.
  $chosenMeasurementSystem.listen((measurementSystem) => {
    if (measurementSystem) save({ measurementSystem });
  });
  $chosenTemperatureSystem.listen((temperatureSystem) => {
    if (temperatureSystem) save({ temperatureSystem });
  });
}
