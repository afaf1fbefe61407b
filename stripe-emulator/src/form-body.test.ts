import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FormObject, type FormValue, parseFormBody } from './form-body.ts';

/** Encodes like the `stripe` SDK: `a[b]=…` for objects, `a[0]=…` for arrays, brackets left readable. */
function encodeLikeStripe(data: FormObject): string {
  const pairs: string[] = [];
  const encode = (text: string) => encodeURIComponent(text).replace(/%5B/g, '[').replace(/%5D/g, ']');
  const walk = (key: string, value: FormValue) => {
    if (typeof value === 'string') pairs.push(`${encode(key)}=${encode(value)}`);
    else if (Array.isArray(value))
      value.forEach((item, index) => {
        walk(`${key}[${index}]`, item);
      });
    else for (const [name, item] of Object.entries(value)) walk(`${key}[${name}]`, item);
  };
  for (const [key, value] of Object.entries(data)) walk(key, value);
  return pairs.join('&');
}

// Keys as Stripe's params have them: no brackets and never all digits (those would read as indices).
const key = fc
  .string({ minLength: 1, maxLength: 12 })
  .filter((text) => !/[[\]]/.test(text) && !/^\d+$/.test(text));
const { value } = fc.letrec<{ value: FormValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.array(tie('value'), { minLength: 1, maxLength: 3 }),
    fc.dictionary(key, tie('value'), { minKeys: 1, maxKeys: 3 }),
  ),
}));
const body = fc.dictionary(key, value, { minKeys: 0, maxKeys: 5 });

describe('parseFormBody', () => {
  it('reads back whatever the SDK’s bracket encoding writes (generated bodies)', () => {
    fc.assert(
      fc.property(body, (data) => {
        expect(parseFormBody(encodeLikeStripe(data))).toEqual(data);
      }),
      { seed: 1123, numRuns: 400 },
    );
  });

  it('nests line items, metadata and expand[] the way a Checkout request sends them', () => {
    const text =
      'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=2&metadata[kitchen]=family-table' +
      '&subscription_data[metadata][plan]=full&expand[]=subscription&expand[]=customer&success_url=http%3A%2F%2Fx.test%2F%7BCHECKOUT_SESSION_ID%7D';
    expect(parseFormBody(text)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '2' }],
      metadata: { kitchen: 'family-table' },
      subscription_data: { metadata: { plan: 'full' } },
      expand: ['subscription', 'customer'],
      success_url: 'http://x.test/{CHECKOUT_SESSION_ID}',
    });
  });

  it('accepts percent-encoded brackets, plus signs for spaces and a leading question mark', () => {
    expect(parseFormBody('?lookup_keys%5B0%5D=a+b&email=x%40y.test')).toEqual({
      lookup_keys: ['a b'],
      email: 'x@y.test',
    });
  });

  it('keeps a __proto__ key as data instead of changing the object’s prototype', () => {
    const parsed = parseFormBody('metadata[__proto__][polluted]=yes&__proto__=x');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(parsed)).toEqual(['metadata', '__proto__']);
  });

  it('survives malformed percent escapes', () => {
    expect(parseFormBody('name=100%&x=%E0%A4%A')).toEqual({ name: '100%', x: '%E0%A4%A' });
  });
});
