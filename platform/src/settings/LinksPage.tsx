import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { RowActions } from '../recipes/RowActions.tsx';
import { Field } from '../ui/Field.tsx';
import { ImageField, Section, URL_INPUT } from './SettingsFields.tsx';
import { SettingsFormShell, useFieldError, type SettingsScreen } from './SettingsFormShell.tsx';
import { linkLabelOf, linksBody, linksValues, type LinksValues } from './links-form.ts';
import type { ManagedSiteSettings } from '@larder/shared/schemas/site';

const LINKS_SCREEN: SettingsScreen<LinksValues> = {
  title: 'Links',
  valuesOf: linksValues,
  bodyOf: linksBody,
  // The API names a link's label; the screen's book fields make it, so the error goes on the title.
  fieldOf: (path) => {
    const [list, row, field] = path.split('.');
    if (list === 'links' && field === 'label') return `links.${row}.label`;
    if (list === 'productLinks' && field === 'productTitle') return `productLinks.${row}.title`;
    return path;
  },
  previewPages: [],
};

/** `/kitchen/{siteSlug}/links`: the links page (link-in-bio or a list), its heading, and the products shelf. */
export function LinksPage() {
  return (
    <SettingsFormShell screen={LINKS_SCREEN}>
      {(site) => (
        <>
          <LinksSection site={site} />
          <ProductsSection site={site} />
        </>
      )}
    </SettingsFormShell>
  );
}

function LinksSection({ site }: { site: ManagedSiteSettings }) {
  const { register, control } = useFormContext<LinksValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'links' });
  return (
    <Section
      id="links-list"
      title="Your links"
      hint={`On ${site.origin.replace(/^https?:\/\//, '')}/links, in this order${
        site.options.specialPages.cookbook ? '; book order links also go on your cookbook page' : ''
      }.`}
    >
      <Field label="Heading of the links page" error={useFieldError('linkPageHeading')}>
        {(props) => (
          <input
            {...props}
            {...register('linkPageHeading')}
            className="input"
            maxLength={200}
            placeholder="Links"
          />
        )}
      </Field>
      {fields.length ? (
        <ol className="settings-rows">
          {fields.map((field, row) => (
            <LinkRowFields key={field.id} row={row} count={fields.length} move={move} remove={remove} />
          ))}
        </ol>
      ) : (
        <p className="hint">No links yet.</p>
      )}
      <div className="image-field-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={fields.length >= 100}
          onClick={() => {
            append({ label: '', href: '', book: false, bookTitle: '', bookRegion: '', bookDiscount: '' });
          }}
        >
          Add a link
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={fields.length >= 100}
          onClick={() => {
            append({ label: '', href: '', book: true, bookTitle: '', bookRegion: '', bookDiscount: '' });
          }}
        >
          Add a book order link
        </button>
      </div>
    </Section>
  );
}

function LinkRowFields({
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
  const { register, control } = useFormContext<LinksValues>();
  const link = useWatch({ control, name: `links.${row}` });
  const labelError = useFieldError(`links.${row}.label`);
  return (
    <li className="settings-row link-row">
      {link.book ? (
        <>
          <Field label="Shop or edition" error={labelError}>
            {(props) => (
              <input {...props} {...register(`links.${row}.bookTitle`)} className="input" maxLength={200} />
            )}
          </Field>
          <Field label="Sold in">
            {(props) => (
              <select {...props} {...register(`links.${row}.bookRegion`)} className="input">
                <option value="">Both (UK and US)</option>
                <option value="uk">UK</option>
                <option value="us">US</option>
              </select>
            )}
          </Field>
          <Field label="Discount (%)" hint="Shown on the button; leave empty for none.">
            {(props) => (
              <input
                {...props}
                {...register(`links.${row}.bookDiscount`)}
                className="input"
                inputMode="decimal"
                pattern="[0-9]*[.]?[0-9]*"
                maxLength={5}
              />
            )}
          </Field>
        </>
      ) : (
        <Field label="Label" hint="Leave empty to show the address." error={labelError}>
          {(props) => (
            <input {...props} {...register(`links.${row}.label`)} className="input" maxLength={300} />
          )}
        </Field>
      )}
      <Field label="Address" error={useFieldError(`links.${row}.href`)}>
        {(props) => <input {...props} {...register(`links.${row}.href`)} {...URL_INPUT} />}
      </Field>
      <label className="settings-row-check">
        <input type="checkbox" {...register(`links.${row}.book`)} /> Book order link
      </label>
      {link.book ? (
        <p className="field-hint link-label-preview">
          Saved as the label <code>{linkLabelOf(link) || '…'}</code>
        </p>
      ) : null}
      <RowActions row={row} count={count} noun="link" move={move} remove={remove} />
    </li>
  );
}

function ProductsSection({ site }: { site: ManagedSiteSettings }) {
  const { control } = useFormContext<LinksValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'productLinks' });
  return (
    <Section
      id="links-products"
      title="Products"
      hint="Things you use and recommend: the home’s “My favorite products” shelf and the chef’s about page show them."
    >
      {fields.length ? (
        <ol className="settings-rows">
          {fields.map((field, row) => (
            <ProductRow
              key={field.id}
              row={row}
              count={fields.length}
              move={move}
              remove={remove}
              site={site}
            />
          ))}
        </ol>
      ) : (
        <p className="hint">No products yet.</p>
      )}
      <button
        type="button"
        className="button button-secondary"
        disabled={fields.length >= 100}
        onClick={() => {
          append({ title: '', href: '', price: '', productImageId: null });
        }}
      >
        Add a product
      </button>
    </Section>
  );
}

function ProductRow({
  row,
  count,
  move,
  remove,
  site,
}: {
  row: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  site: ManagedSiteSettings;
}) {
  const { register } = useFormContext<LinksValues>();
  return (
    <li className="settings-row product-row">
      <Field label="Name" error={useFieldError(`productLinks.${row}.title`)}>
        {(props) => (
          <input {...props} {...register(`productLinks.${row}.title`)} className="input" maxLength={300} />
        )}
      </Field>
      <Field label="Address" error={useFieldError(`productLinks.${row}.href`)}>
        {(props) => <input {...props} {...register(`productLinks.${row}.href`)} {...URL_INPUT} />}
      </Field>
      <Field
        label="Price"
        hint="As you want it shown: £25, from $12."
        error={useFieldError(`productLinks.${row}.price`)}
      >
        {(props) => (
          <input {...props} {...register(`productLinks.${row}.price`)} className="input" maxLength={40} />
        )}
      </Field>
      <ImageField
        name={`productLinks.${row}.productImageId`}
        label="Picture"
        hint="Square works best."
        site={site}
      />
      <RowActions row={row} count={count} noun="product" move={move} remove={remove} />
    </li>
  );
}
