import type { EmulatorContext } from './context.ts';
import { newId } from './ids.ts';
import type { Customer } from './objects.ts';

export function createCustomer(
  context: EmulatorContext,
  fields: {
    email?: string | null;
    name?: string | null;
    description?: string | null;
    metadata?: Record<string, string>;
  },
): Customer {
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    created: context.clock.now(),
    email: fields.email ?? null,
    name: fields.name ?? null,
    description: fields.description ?? null,
    metadata: fields.metadata ?? {},
    livemode: false,
    balance: 0,
    currency: null,
    default_source: null,
    delinquent: false,
    invoice_settings: { default_payment_method: null },
    shipping: null,
  };
  context.store.customers.set(customer.id, customer);
  return customer;
}
