import type { CustomCssMessage } from '@larder/shared/css/sanitize-custom-css';
import { SOCIAL_PLATFORMS } from '@larder/shared/schemas/link';
import type { ManagedSiteSettings } from '@larder/shared/schemas/site';
import { LAYOUT_VARIANTS } from '@larder/shared/sites-config';
import { COLOR_THEMES, TYPE_THEMES } from '@larder/shared/theme/theme-catalogue';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { RowActions } from '../recipes/RowActions.tsx';
import { Field } from '../ui/Field.tsx';
import { Choice, ImageField, Section, Switch, URL_INPUT } from './SettingsFields.tsx';
import { SettingsFormShell, useFieldError, type SettingsScreen } from './SettingsFormShell.tsx';
import {
  contrastWarnings,
  contrastWarningText,
  settingsBody,
  settingsValues,
  type SettingsValues,
} from './settings-form.ts';

const LAYOUT_LABELS: Record<(typeof LAYOUT_VARIANTS)[number], string> = {
  classic: 'Recipe site',
  cookbook: 'Cookbook author',
  chef: 'Chef (about and press pages)',
};

const PLATFORM_LABELS: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  discord: 'Discord',
  email: 'E-mail',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  substack: 'Substack',
  tiktok: 'TikTok',
  x: 'X',
  youtube: 'YouTube',
};

const SETTINGS_SCREEN: SettingsScreen<SettingsValues> = {
  title: 'Settings',
  valuesOf: settingsValues,
  bodyOf: settingsBody,
  previewPages: ['home', 'recipe'],
};

/** `/kitchen/{siteSlug}/settings`: the kitchen's identity, brand, header, social links, features and address. */
export function SettingsPage() {
  return (
    <SettingsFormShell screen={SETTINGS_SCREEN}>
      {(site) => (
        <>
          <nav className="settings-toc" aria-label="Settings groups">
            <a href="#settings-identity">Your kitchen</a>
            <a href="#settings-brand">Brand and theme</a>
            <a href="#settings-header">Header and navigation</a>
            <a href="#settings-social">Social links</a>
            <a href="#settings-features">Features</a>
            <a href="#settings-analytics">Analytics and CSS</a>
            <a href="#settings-danger">Address</a>
          </nav>
          <IdentitySection />
          <BrandSection site={site} />
          <HeaderSection />
          <SocialSection />
          <FeaturesSection />
          <AnalyticsSection />
          <AddressSection site={site} />
        </>
      )}
    </SettingsFormShell>
  );
}

function IdentitySection() {
  const { register } = useFormContext<SettingsValues>();
  return (
    <Section id="settings-identity" title="Your kitchen">
      <Field label="Kitchen name" error={useFieldError('title')}>
        {(props) => (
          <input {...props} {...register('title')} className="input" autoComplete="off" maxLength={100} />
        )}
      </Field>
      <Field
        label="Short description"
        hint="A sentence or two: it opens your about page, sits in the footer and describes your kitchen to search engines."
        error={useFieldError('aboutShort')}
      >
        {(props) => (
          <textarea {...props} {...register('aboutShort')} className="input" rows={3} maxLength={1000} />
        )}
      </Field>
      <div className="settings-pair">
        <Choice
          name="defaultMeasurementSystem"
          legend="Recipes open in"
          options={[
            { value: 'imperial', label: 'US units (cups, ounces)' },
            { value: 'metric', label: 'Metric (grams, millilitres)' },
          ]}
        />
        <Choice
          name="defaultTemperatureSystem"
          legend="Oven temperatures in"
          options={[
            { value: 'fahrenheit', label: '°F' },
            { value: 'celsius', label: '°C' },
          ]}
        />
      </div>
    </Section>
  );
}

function BrandSection({ site }: { site: ManagedSiteSettings }) {
  const { register, control, setValue } = useFormContext<SettingsValues>();
  const [colorThemeId, style, accent] = useWatch({
    control,
    name: ['colorThemeId', 'themeStyle', 'themeAccentColor'],
  });
  const ownColors = COLOR_THEMES.some((theme) => theme.id === site.colorThemeId) ? null : site.colorTheme;
  const colors = COLOR_THEMES.find((theme) => theme.id === colorThemeId)?.colors ?? site.colorTheme;
  const warnings = contrastWarnings(colors, style || null, accent);
  const ownTypes = TYPE_THEMES.some((theme) => theme.id === site.typeThemeId);
  return (
    <Section
      id="settings-brand"
      title="Brand and theme"
      hint="The preview beside these settings shows them on your kitchen before you save."
    >
      <fieldset className="field">
        <legend className="field-label">Colours</legend>
        <div className="theme-swatches">
          {ownColors ? (
            <ThemeSwatch id={site.colorThemeId} name="Your own colours" colors={ownColors} />
          ) : null}
          {COLOR_THEMES.map((theme) => (
            <ThemeSwatch key={theme.id} id={theme.id} name={theme.name} colors={theme.colors} />
          ))}
        </div>
      </fieldset>
      <Field label="Fonts" error={useFieldError('typeThemeId')}>
        {(props) => (
          <select {...props} {...register('typeThemeId')} className="input">
            {ownTypes ? null : (
              <option value={site.typeThemeId}>
                Your own: {site.typeTheme.displayFontFamily} and {site.typeTheme.narrativeFontFamily}
              </option>
            )}
            {TYPE_THEMES.map((theme) => (
              <option key={theme.id} value={theme.id}>
                {theme.name}: {theme.fonts.displayFontFamily} and {theme.fonts.narrativeFontFamily}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Choice
        name="themeStyle"
        legend="Style"
        options={[
          { value: '', label: 'Theme’s own' },
          { value: 'accent', label: 'Accent' },
          { value: 'tonal', label: 'Tonal (tinted panels)' },
          { value: 'bold', label: 'Bold (header in the accent)' },
        ]}
      />
      <Field
        label="Accent colour"
        hint="Buttons, links and highlights. Leave empty to use the theme’s. A hex colour such as #9e3f24."
        error={useFieldError('themeAccentColor')}
      >
        {(props) => (
          <div className="accent-field">
            <input
              type="color"
              aria-label="Pick the accent colour"
              value={/^#[0-9a-f]{6}$/i.test(accent) ? accent : colors.colorAccent}
              onChange={(event) => {
                setValue('themeAccentColor', event.target.value, { shouldDirty: true, shouldValidate: true });
              }}
              className="accent-picker"
            />
            <input
              {...props}
              {...register('themeAccentColor')}
              className="input accent-text"
              autoComplete="off"
              spellCheck={false}
              maxLength={7}
              placeholder={colors.colorAccent}
            />
            {accent ? (
              <button
                type="button"
                className="button button-quiet"
                onClick={() => {
                  setValue('themeAccentColor', '', { shouldDirty: true, shouldValidate: true });
                }}
              >
                Use the theme’s accent
              </button>
            ) : null}
          </div>
        )}
      </Field>
      {warnings.length ? (
        <div className="notice contrast-warning" role="status">
          <p>
            <strong>Some text would be hard to read in these colours.</strong>
          </p>
          <ul>
            {warnings.map((warning) => (
              <li key={warning.what}>{contrastWarningText(warning)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="settings-images">
        <ImageField
          name="logoId"
          label="Logo"
          hint="Shown in the header instead of your kitchen’s name."
          site={site}
        />
        <ImageField
          name="iconId"
          label="Icon"
          hint="A square picture for small places: the footer and share cards."
          site={site}
        />
        <ImageField
          name="faviconId"
          label="Browser icon"
          hint="A square picture at least 512 pixels wide; the tab and home-screen icon."
          site={site}
        />
        <ImageField
          name="featuredImageId"
          label="Featured image"
          hint="The wide picture your about page and share cards open with."
          site={site}
        />
      </div>
    </Section>
  );
}

function ThemeSwatch({
  id,
  name,
  colors,
}: {
  id: string;
  name: string;
  colors: (typeof COLOR_THEMES)[number]['colors'];
}) {
  const { register } = useFormContext<SettingsValues>();
  return (
    <label className="theme-swatch">
      <input type="radio" value={id} {...register('colorThemeId')} />
      <span
        className="theme-swatch-colors"
        aria-hidden="true"
        style={{ background: colors.colorBackground, borderColor: colors.colorOutline }}
      >
        <span style={{ background: colors.colorText }} />
        <span style={{ background: colors.colorAccent }} />
        <span style={{ background: colors.colorPanel }} />
        <span style={{ background: colors.colorEmphasis }} />
      </span>
      <span className="theme-swatch-name">{name}</span>
    </label>
  );
}

function HeaderSection() {
  const { register, control } = useFormContext<SettingsValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'headerLinks' });
  return (
    <Section id="settings-header" title="Header and navigation">
      <Field label="Kind of kitchen" hint="Sets the pages your kitchen has and how they look.">
        {(props) => (
          <select {...props} {...register('options.layout')} className="input">
            {LAYOUT_VARIANTS.map((layout) => (
              <option key={layout} value={layout}>
                {LAYOUT_LABELS[layout]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Choice
        name="headerLayout"
        legend="Header"
        options={[
          { value: 'left', label: 'Name on the left' },
          { value: 'centered', label: 'Name centred' },
        ]}
      />
      <Choice
        name="options.headerSocialIcons"
        legend="Social icons in the header"
        options={[
          { value: 'none', label: 'None' },
          { value: 'youtube', label: 'YouTube only' },
          { value: 'all', label: 'All' },
        ]}
      />
      <Switch name="options.searchEnabled" label="Search in the header" />
      <Switch name="options.collectionsHeaderLink" label="Collections link in the header" />
      <Switch
        name="options.drawerMenu"
        label="Recipe menu"
        hint="A side menu listing your recipes by section (a bottom sheet on phones)."
      />
      <fieldset className="field">
        <legend className="field-label">Header links</legend>
        <p className="field-hint">
          Pages of your kitchen (/about) or other sites, shown in the header in this order.
        </p>
        {fields.length ? (
          <ol className="settings-rows">
            {fields.map((field, row) => (
              <HeaderLinkRow key={field.id} row={row} count={fields.length} move={move} remove={remove} />
            ))}
          </ol>
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          disabled={fields.length >= 20}
          onClick={() => {
            append({ label: '', href: '', openInNewTab: false });
          }}
        >
          Add a header link
        </button>
      </fieldset>
    </Section>
  );
}

function HeaderLinkRow({
  row,
  count,
  move,
  remove,
}: {
  row: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const { register } = useFormContext<SettingsValues>();
  return (
    <li className="settings-row">
      <Field label="Label" error={useFieldError(`headerLinks.${row}.label`)}>
        {(props) => (
          <input {...props} {...register(`headerLinks.${row}.label`)} className="input" maxLength={100} />
        )}
      </Field>
      <Field label="Address" error={useFieldError(`headerLinks.${row}.href`)}>
        {(props) => <input {...props} {...register(`headerLinks.${row}.href`)} {...URL_INPUT} />}
      </Field>
      <label className="settings-row-check">
        <input type="checkbox" {...register(`headerLinks.${row}.openInNewTab`)} /> New tab
      </label>
      <RowActions row={row} count={count} noun="header link" move={move} remove={remove} />
    </li>
  );
}

function SocialSection() {
  const { control } = useFormContext<SettingsValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'socialMediaLinks' });
  return (
    <Section
      id="settings-social"
      title="Social links"
      hint="Your profiles, in the order your kitchen lists them. An e-mail link is mailto:you@example.com."
    >
      {fields.length ? (
        <ol className="settings-rows">
          {fields.map((field, row) => (
            <SocialRow key={field.id} row={row} count={fields.length} move={move} remove={remove} />
          ))}
        </ol>
      ) : (
        <p className="hint">No social links yet.</p>
      )}
      <button
        type="button"
        className="button button-secondary"
        disabled={fields.length >= 20}
        onClick={() => {
          append({ platform: 'instagram', url: '' });
        }}
      >
        Add a social link
      </button>
    </Section>
  );
}

function SocialRow({
  row,
  count,
  move,
  remove,
}: {
  row: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const { register } = useFormContext<SettingsValues>();
  return (
    <li className="settings-row">
      <Field label="Platform" error={useFieldError(`socialMediaLinks.${row}.platform`)}>
        {(props) => (
          <select {...props} {...register(`socialMediaLinks.${row}.platform`)} className="input">
            {SOCIAL_PLATFORMS.map((option) => (
              <option key={option} value={option}>
                {PLATFORM_LABELS[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Address" error={useFieldError(`socialMediaLinks.${row}.url`)}>
        {(props) => <input {...props} {...register(`socialMediaLinks.${row}.url`)} {...URL_INPUT} />}
      </Field>
      <RowActions row={row} count={count} noun="social link" move={move} remove={remove} />
    </li>
  );
}

function FeaturesSection() {
  const { register, control } = useFormContext<SettingsValues>();
  const hideBio = useWatch({ control, name: 'hideSidebarBio' });
  const { setValue } = useFormContext<SettingsValues>();
  const bioId = useId();
  return (
    <Section id="settings-features" title="Features">
      <Switch
        name="newslettersEnabled"
        label="Newsletter sign-ups"
        hint="The subscribe form and popup; readers get your new recipes by e-mail."
      />
      <Switch
        name="subscriptionsEnabled"
        label="Reader accounts"
        hint="Readers can sign in to bookmark recipes and manage their subscription."
      />
      <Switch
        name="paymentsEnabled"
        label="Paid subscriptions"
        hint="Subscribers-only recipes and the monthly and yearly plans (prices are under Plans)."
      />
      <Switch name="commentsEnabled" label="Comments on recipes" />
      <div className="switch-row">
        <input
          type="checkbox"
          id={bioId}
          className="switch"
          checked={!hideBio}
          onChange={(event) => {
            setValue('hideSidebarBio', !event.target.checked, { shouldDirty: true });
          }}
        />
        <label htmlFor={bioId}>Your bio beside every recipe</label>
      </div>
      <Switch
        name="options.shopIngredients"
        label="“Shop ingredients” on recipes"
        hint="A shopping list at the reader’s servings and units."
      />
      <Switch name="options.giftRecipe" label="“Gift this recipe” on recipes" />
      <Choice
        name="options.popupTrigger"
        legend="The newsletter popup opens"
        options={[
          { value: 'delay', label: 'After 4 seconds' },
          { value: 'exit-intent', label: 'When the reader is leaving' },
          { value: 'after-recipe', label: 'Once the recipe is read' },
        ]}
      />
      <fieldset className="field">
        <legend className="field-label">Special pages</legend>
        <Switch
          name="options.specialPages.cookbook"
          label="Cookbook page (/cookbook)"
          hint="Cover, introduction, contents and where to buy, with a UK/US switch."
        />
        <Switch
          name="options.specialPages.linkInBio"
          label="Link-in-bio page (/links)"
          hint="Your links page, made for the link in your social profiles."
        />
        <Switch
          name="options.specialPages.press"
          label="About and press page (/about)"
          hint="A chef’s about page with press mentions, contact and products."
        />
        <Switch name="options.specialPages.contributors" label="Contributors page (/contributors)" />
      </fieldset>
      <Field label="Where your cookbook is sold first" hint="The cookbook page opens on these order links.">
        {(props) => (
          <select {...props} {...register('options.region')} className="input">
            <option value="">Where the reader is</option>
            <option value="us">United States</option>
            <option value="uk">United Kingdom</option>
          </select>
        )}
      </Field>
      <Field
        label="Contact e-mail"
        hint="Privacy requests go here, and the chef’s about page shows it."
        error={useFieldError('options.contactEmail')}
      >
        {(props) => (
          <input
            {...props}
            {...register('options.contactEmail')}
            className="input"
            type="email"
            autoComplete="email"
          />
        )}
      </Field>
    </Section>
  );
}

function AnalyticsSection() {
  const { register, control } = useFormContext<SettingsValues>();
  const css = useWatch({ control, name: 'cssOverrides' });
  const messages = useCssMessages(css);
  const hintId = useId();
  return (
    <Section id="settings-analytics" title="Analytics and custom CSS">
      <Field
        label="Google Analytics measurement id"
        hint="Such as G-ABC123XYZ. Leave empty for none."
        error={useFieldError('googleAnalyticsId')}
      >
        {(props) => (
          <input
            {...props}
            {...register('googleAnalyticsId')}
            className="input"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
          />
        )}
      </Field>
      <Field
        label="Custom CSS"
        hint="Added after your theme’s styles on every page. @import and anything that could break the page are left out; the lines are named below."
        error={useFieldError('cssOverrides')}
      >
        {(props) => (
          <textarea
            {...props}
            {...register('cssOverrides')}
            aria-describedby={
              [props['aria-describedby'], messages.length ? hintId : null].filter(Boolean).join(' ') ||
              undefined
            }
            className="input code-input"
            rows={10}
            spellCheck={false}
            autoCapitalize="none"
            wrap="off"
          />
        )}
      </Field>
      {/* The live region stays in the page so that a message that appears is announced; the list inside
          keeps its list semantics (a role on the list itself would leave its items outside any list). */}
      <div id={hintId} role="status">
        {messages.length ? (
          <ul className="css-messages">
            {messages.map((message) => (
              <li key={`${message.line}-${message.message}`}>{message.message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}

/** The sanitiser's messages for the stylesheet, a moment after typing stops (its parser loads on first use). */
function useCssMessages(css: string): CustomCssMessage[] {
  const [messages, setMessages] = useState<CustomCssMessage[]>([]);
  useEffect(() => {
    let current = true;
    if (!css.trim()) {
      setMessages([]);
      return;
    }
    const timer = setTimeout(() => {
      void import('@larder/shared/css/sanitize-custom-css').then(({ customCssMessages }) => {
        if (current) setMessages(customCssMessages(css));
      });
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [css]);
  return messages;
}

function AddressSection({ site }: { site: ManagedSiteSettings }) {
  const { register, control } = useFormContext<SettingsValues>();
  const slug = useWatch({ control, name: 'slug' });
  const changing = slug.trim() !== site.slug;
  const host = site.origin.replace(/^https?:\/\//, '');
  return (
    <Section id="settings-danger" title="Address">
      <div className="danger-zone">
        <Field
          label="Your kitchen’s address"
          hint={`Now ${host}. Lowercase letters, digits and single hyphens.`}
          error={useFieldError('slug')}
        >
          {(props) => (
            <input
              {...props}
              {...register('slug')}
              className="input"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
            />
          )}
        </Field>
        {changing ? (
          <p className="notice" role="status">
            Saving moves your kitchen to {host.replace(site.slug, slug.trim() || '…')}. Links to {host} keep
            working: every page there sends readers to the same page at the new address. Nobody else can take
            the old address.
          </p>
        ) : null}
        {site.previousSlugs.length ? (
          <p className="hint">Former addresses that send readers here: {site.previousSlugs.join(', ')}.</p>
        ) : null}
      </div>
    </Section>
  );
}
