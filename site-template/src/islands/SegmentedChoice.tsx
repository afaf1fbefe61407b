import { useId } from 'react';

interface Option<T extends string> {
  value: T;
  label: string;
  /** Spoken label when the visible one is a symbol ("°F"). */
  ariaLabel?: string;
}

interface Props<T extends string> {
  legend: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
}

/** Two or more exclusive choices as a radio group that looks like a segmented button. */
export function SegmentedChoice<T extends string>({ legend, value, options, onChange }: Props<T>) {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={option.value === value ? 'is-selected' : undefined}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => {
              onChange(option.value);
            }}
            aria-label={option.ariaLabel}
          />
          <span aria-hidden={option.ariaLabel ? true : undefined}>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
