import { updateAccountProfile } from '@larder/shared/api/reader.endpoints';
import type { UserProfile } from '@larder/shared/schemas/user';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CURRENT_USER_KEY, currentUserQuery } from '../session/session.ts';
import { useSession } from '../session/use-session.tsx';
import { Field } from '../ui/Field.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { AvatarField } from './AvatarField.tsx';
import {
  profileSaveErrors,
  profileUpdate,
  profileValues,
  type ProfileErrors,
  type ProfileValues,
} from './profile-form.ts';

export function ProfilePage() {
  const { data: user } = useSuspenseQuery(currentUserQuery(useSession()));
  // The account pages are only shown to a signed-in reader (the route guard sees to it).
  if (!user) return null;
  return (
    <>
      <PageTitle title="Profile">Profile</PageTitle>
      <p className="page-intro">
        How you appear in the comments of every kitchen, and the units its recipes use for you.
      </p>
      <div className="profile-layout">
        <AvatarField user={user} />
        <ProfileForm key={user.id} user={user} />
      </div>
    </>
  );
}

function ProfileForm({ user }: { user: UserProfile }) {
  const session = useSession();
  const [values, setValues] = useState<ProfileValues>(() => profileValues(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const edit = <K extends keyof ProfileValues>(name: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
    setSaved(false);
  };

  return (
    <form
      className="stack profile-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (saving) return;
        const checked = profileUpdate(values, user);
        if ('errors' in checked) {
          setErrors(checked.errors);
          setSaved(false);
          focusFirstError(event.currentTarget);
          return;
        }
        setSaving(true);
        setSaved(false);
        session.api
          .request(updateAccountProfile, { body: checked.update })
          .then(({ currentUser }) => {
            session.queryClient.setQueryData(CURRENT_USER_KEY, currentUser);
            setValues(profileValues(currentUser));
            setErrors({});
            setSaved(true);
          })
          .catch((error: unknown) => {
            console.error('[profile] not saved', error);
            setErrors(profileSaveErrors(error));
          })
          .finally(() => {
            setSaving(false);
          });
      }}
    >
      <Field label="Email" hint="The address you sign in with.">
        {(control) => <input {...control} className="input" name="email" value={user.email} readOnly />}
      </Field>
      <Field
        label="Display name"
        hint="2 to 255 characters, shown with your comments."
        error={errors.displayName}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            name="displayName"
            autoComplete="name"
            maxLength={255}
            value={values.displayName}
            onChange={(event) => {
              edit('displayName', event.target.value);
            }}
          />
        )}
      </Field>
      <Field
        label="Handle"
        hint="2 to 255 letters, digits, dots, dashes and underscores."
        error={errors.handle}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            name="handle"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={255}
            value={values.handle}
            onChange={(event) => {
              edit('handle', event.target.value);
            }}
          />
        )}
      </Field>
      <Field label="Bio" hint="A few words about you. Each line becomes a paragraph." error={errors.bio}>
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            name="bio"
            rows={4}
            value={values.bio}
            onChange={(event) => {
              edit('bio', event.target.value);
            }}
          />
        )}
      </Field>
      <Choice
        legend="Measurements"
        name="measurementSystem"
        value={values.measurementSystem}
        options={[
          ['', 'Each kitchen’s default'],
          ['imperial', 'US'],
          ['metric', 'Metric'],
        ]}
        onChange={(value) => {
          edit('measurementSystem', value);
        }}
        error={errors.measurementSystem}
      />
      <Choice
        legend="Temperature"
        name="temperatureSystem"
        value={values.temperatureSystem}
        options={[
          ['', 'Each kitchen’s default'],
          ['fahrenheit', 'Fahrenheit (°F)'],
          ['celsius', 'Celsius (°C)'],
        ]}
        onChange={(value) => {
          edit('temperatureSystem', value);
        }}
        error={errors.temperatureSystem}
      />
      {errors.form ? (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
        <p className="form-status" role="status">
          {saved ? 'Profile saved' : ''}
        </p>
      </div>
    </form>
  );
}

function focusFirstError(form: HTMLFormElement) {
  // After React has rendered the errors.
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

function Choice<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  value: Value;
  options: [Value, ReactNode][];
  onChange: (value: Value) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="choice">
      <legend className="field-label">{legend}</legend>
      <div className="choice-options">
        {options.map(([optionValue, label]) => (
          <label key={optionValue} className="choice-option">
            <input
              type="radio"
              name={name}
              value={optionValue}
              checked={value === optionValue}
              onChange={() => {
                onChange(optionValue);
              }}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}
