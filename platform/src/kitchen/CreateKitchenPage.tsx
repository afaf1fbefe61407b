import { zodResolver } from '@hookform/resolvers/zod';
import { kitchenSlugAvailability, createKitchen } from '@larder/shared/api/manage-sites.endpoints';
import { kitchenSlugFromTitle } from '@larder/shared/kitchen/kitchen-slug';
import {
  KitchenCreateSchema,
  KitchenSlugSchema,
  type KitchenCreate,
} from '@larder/shared/schemas/kitchen-create';
import { COLOR_THEMES, TYPE_THEMES } from '@larder/shared/theme/theme-catalogue';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCurrentUser, useSession } from '../session/use-session.tsx';
import { apiFormErrors } from '../ui/api-form-errors.ts';
import { Field } from '../ui/Field.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { KITCHENS_KEY } from './kitchens-query.ts';
import { ThemePreview } from './ThemePreview.tsx';
import './kitchen.css';

/** `/create`: a new kitchen for a signed-in reader; a visitor is offered an account first. */
export function CreateKitchenPage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="page">
      <PageTitle title="Create a kitchen">Create your kitchen</PageTitle>
      <p className="page-intro">
        Your recipes and collections on a site with your name, your colours and your plans. Pick a name and a
        look now; everything can change later.
      </p>
      {user ? (
        <CreateKitchenForm />
      ) : (
        <div className="notice create-account-first">
          <h2>Start with a free Larder account</h2>
          <p>One account signs you in to your kitchen&rsquo;s dashboard and to every kitchen you read.</p>
          <p className="form-actions">
            <Link to="/sign-up" search={{ next: '/create' }} className="button button-primary">
              Create an account
            </Link>
            <Link to="/sign-in" search={{ next: '/create' }} className="button button-secondary">
              Sign in
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(value);
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [value, ms]);
  return debounced;
}

function CreateKitchenForm() {
  const session = useSession();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const slugEdited = useRef(false);
  const form = useForm<KitchenCreate>({
    resolver: zodResolver(KitchenCreateSchema),
    mode: 'onTouched',
    defaultValues: { title: '', slug: '', colorThemeId: COLOR_THEMES[0].id, typeThemeId: TYPE_THEMES[0].id },
  });
  const { register, handleSubmit, setValue, setError, formState, control } = form;
  const [title, slug, colorThemeId, typeThemeId] = useWatch({
    control,
    name: ['title', 'slug', 'colorThemeId', 'typeThemeId'],
  });

  const checkedSlug = useDebounced(slug, 350);
  const slugValid = KitchenSlugSchema.safeParse(checkedSlug).success;
  const availability = useQuery({
    queryKey: ['kitchen-address', checkedSlug],
    queryFn: ({ signal }) =>
      session.api.request(kitchenSlugAvailability, { query: { slug: checkedSlug }, signal }),
    enabled: slugValid,
    staleTime: 10_000,
  });
  const taken = availability.data && !availability.data.available ? availability.data.message : null;
  const slugError = formState.errors.slug?.message ?? (checkedSlug === slug ? taken : null);
  const addressHint =
    slugValid && checkedSlug === slug && availability.data?.available && availability.data.origin
      ? `Free: your kitchen will be at ${availability.data.origin.replace(/^https?:\/\//, '')}`
      : 'Lowercase letters, digits and hyphens. It becomes your kitchen’s web address.';

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { site } = await session.api.request(createKitchen, { body: values });
      await session.queryClient.invalidateQueries({ queryKey: KITCHENS_KEY });
      await navigate({
        to: '/kitchen/$siteSlug/recipes',
        params: { siteSlug: site.slug },
        search: { created: true },
      });
    } catch (error) {
      const { fields, form: message } = apiFormErrors(error);
      for (const [name, text] of Object.entries(fields)) {
        if (name === 'title' || name === 'slug' || name === 'colorThemeId' || name === 'typeThemeId')
          setError(name, { message: text }, { shouldFocus: true });
      }
      setFormError(message);
    }
  });

  const colorTheme = COLOR_THEMES.find((theme) => theme.id === colorThemeId) ?? COLOR_THEMES[0];
  const typeTheme = TYPE_THEMES.find((theme) => theme.id === typeThemeId) ?? TYPE_THEMES[0];
  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited.current) setValue('slug', kitchenSlugFromTitle(event.target.value));
    },
  });
  const slugField = register('slug', {
    onChange: () => {
      slugEdited.current = true;
    },
  });

  return (
    <div className="create-layout">
      <form className="stack create-form" noValidate onSubmit={(event) => void submit(event)}>
        <Field label="Kitchen name" error={formState.errors.title?.message}>
          {(control) => (
            <input {...control} {...titleField} className="input" autoComplete="off" maxLength={100} />
          )}
        </Field>
        <Field label="Address" hint={slugError ? undefined : addressHint} error={slugError}>
          {(control) => (
            <input
              {...control}
              {...slugField}
              className="input"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="url"
            />
          )}
        </Field>
        <fieldset className="theme-choices">
          <legend className="field-label">Colours</legend>
          <div className="swatch-grid">
            {COLOR_THEMES.map((theme) => (
              <label key={theme.id} className="swatch-option">
                <input type="radio" value={theme.id} {...register('colorThemeId')} />
                <span className="swatch" aria-hidden="true">
                  <span style={{ background: theme.colors.colorBackground }} />
                  <span style={{ background: theme.colors.colorAccent }} />
                  <span style={{ background: theme.colors.colorText }} />
                </span>
                <span className="swatch-name">{theme.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="theme-choices">
          <legend className="field-label">Type</legend>
          <div className="type-grid">
            {TYPE_THEMES.map((theme) => (
              <label key={theme.id} className="type-option">
                <input type="radio" value={theme.id} {...register('typeThemeId')} />
                <span>
                  <span className="type-name">{theme.name}</span>
                  <span className="type-fonts">
                    {theme.fonts.displayFontFamily} and {theme.fonts.narrativeFontFamily}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Creating…' : 'Create a kitchen'}
          </button>
        </div>
      </form>
      <ThemePreview
        title={title.trim() || 'Your kitchen'}
        colors={colorTheme.colors}
        fonts={typeTheme.fonts}
      />
    </div>
  );
}
