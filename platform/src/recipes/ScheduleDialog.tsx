import { Dialog } from '@base-ui/react/dialog';
import { useId, useState } from 'react';

/** `datetime-local` text for a moment, in this browser's time zone. */
export function localInputValue(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The time zone the creator's dates are shown and typed in (the browser's). */
export function creatorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Picks when a recipe goes live: a moment in the creator's time zone, at least a minute ahead.
 * The kitchen is built at that moment by the worker, without the creator being there.
 */
export function ScheduleDialog({
  open,
  onOpenChange,
  current,
  onSchedule,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The moment already chosen, for a scheduled recipe. */
  current: Date | null;
  onSchedule: (at: Date) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(() => localInputValue(current ?? new Date(Date.now() + 24 * 3_600_000)));
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Popup className="dialog">
          <Dialog.Title className="dialog-title">Schedule this recipe</Dialog.Title>
          <Dialog.Description className="hint">
            It is saved now and appears on your kitchen at the time you choose, in your time zone (
            {creatorTimeZone()}). Until then readers cannot see it.
          </Dialog.Description>
          <form
            className="field"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              event.stopPropagation();
              const at = new Date(value);
              if (Number.isNaN(at.getTime())) {
                setError('Choose a date and a time');
                return;
              }
              if (at.getTime() < Date.now() + 60_000) {
                setError('Choose a time at least a minute from now');
                return;
              }
              onSchedule(at);
              onOpenChange(false);
            }}
          >
            <label className="field-label" htmlFor={id}>
              Publish on
            </label>
            <input
              id={id}
              type="datetime-local"
              className="input"
              value={value}
              min={localInputValue(new Date())}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <p className="field-error" id={`${id}-error`}>
                {error}
              </p>
            ) : null}
            <div className="form-actions">
              <button type="submit" className="button button-primary">
                Schedule
              </button>
              <Dialog.Close className="button button-quiet">Cancel</Dialog.Close>
            </div>
          </form>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
