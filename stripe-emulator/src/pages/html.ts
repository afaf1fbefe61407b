/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

export function formatDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A complete page: plain HTML and a little CSS, no script. `body` must already be escaped. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Stripe emulator</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f6f8fa; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { display: block; width: 100%; box-sizing: border-box; padding: .6rem; margin-top: .25rem; font: inherit; border: 1px solid #767676; border-radius: 4px; }
  button { margin-top: 1.5rem; padding: .7rem 1.2rem; font: inherit; font-weight: 600; color: #fff; background: #3b3fb6; border: 0; border-radius: 4px; cursor: pointer; }
  button.secondary { background: #fff; color: #3b3fb6; border: 1px solid #3b3fb6; }
  [role="alert"] { color: #a3001b; background: #fff0f1; padding: .75rem; border-radius: 4px; }
  .hint { color: #4a4a4a; font-size: .9rem; }
  .banner { background: #fff7d6; padding: .5rem 1rem; text-align: center; font-size: .9rem; }
  ul { padding: 0; list-style: none; }
  li { border-top: 1px solid #ddd; padding: 1rem 0; }
  a { color: #3b3fb6; }
</style>
</head>
<body>
<p class="banner">Test mode — the Stripe emulator. No real payment is taken.</p>
<main>
${body}
</main>
</body>
</html>
`;
}
