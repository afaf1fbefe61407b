import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** An e-mail component as HTML and as the plain-text part every e-mail carries. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
