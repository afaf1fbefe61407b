import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A labelled form field with its hint and error: the control gets the ids that tie them together
 * (`aria-describedby`, `aria-invalid`), so screen readers read the hint and the error with it.
 */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint ? (
        <p className="field-hint" id={hintId!}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId!}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
