import { invalidParam, missingParam } from './errors.ts';
import type { FormObject, FormValue } from './form-body.ts';

/** Typed reads of a decoded request, answering Stripe's 400 for a missing or malformed param. */
export class Params {
  readonly values: FormObject;

  constructor(values: FormObject) {
    this.values = values;
  }

  private raw(name: string): FormValue | undefined {
    return Object.prototype.hasOwnProperty.call(this.values, name) ? this.values[name] : undefined;
  }

  optionalString(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidParam(name, `Invalid string: ${name} must be a string.`);
    return value;
  }

  string(name: string): string {
    const value = this.optionalString(name);
    if (value === undefined || value === '') throw missingParam(name);
    return value;
  }

  optionalInteger(name: string): number | undefined {
    const value = this.optionalString(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw invalidParam(name, `Invalid integer: ${value}`);
    return Number(value);
  }

  optionalBoolean(name: string): boolean | undefined {
    const value = this.optionalString(name);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalidParam(name, `Invalid boolean: ${value}`);
    return value === 'true';
  }

  optionalObject(name: string): Params | undefined {
    const value = this.raw(name);
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidParam(name, `Invalid object: ${name} must be a hash.`);
    }
    return new Params(value);
  }

  /** `metadata[k]=v` as a string record; `metadata=` (empty) clears, as Stripe allows. */
  optionalMetadata(name = 'metadata'): Record<string, string> | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidParam(name, `Invalid object: ${name} must be a hash of strings.`);
    }
    const result: Record<string, string> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (typeof entry !== 'string')
        throw invalidParam(`${name}[${key}]`, 'Metadata values must be strings.');
      result[key] = entry;
    }
    return result;
  }

  /** An array param (`lookup_keys[0]=…` or `lookup_keys[]=…`); a single value counts as one. */
  array(name: string): FormValue[] {
    const value = this.raw(name);
    if (value === undefined) return [];
    if (Array.isArray(value)) return value;
    if (typeof value === 'object') return Object.values(value);
    return [value];
  }

  strings(name: string): string[] {
    return this.array(name).map((value) => {
      if (typeof value !== 'string') throw invalidParam(name, `Invalid array: ${name} must hold strings.`);
      return value;
    });
  }

  expand(): string[] {
    return this.strings('expand');
  }
}
