import { describe, expect, it } from 'vitest';
import { jsonLdScriptContent } from './json-ld-script.ts';

describe('jsonLdScriptContent', () => {
  const hostile = {
    '@type': 'Recipe',
    name: 'Pie</script><script>alert(1)</script>',
    description: 'Salt & pepper > sugar <!-- comment -->',
    'key</script>': 'value',
    separators: 'line\u2028paragraph\u2029end',
    nested: [{ text: '</SCRIPT >' }],
  };

  it('cannot end the script element with a closing script tag in a value', () => {
    const output = jsonLdScriptContent(hostile);
    expect(output.toLowerCase()).not.toContain('</script');
    expect(output).not.toMatch(/[<>&]/);
  });

  it('escapes line and paragraph separators', () => {
    const output = jsonLdScriptContent(hostile);
    expect(output).not.toMatch(/[\u2028\u2029]/);
    expect(output).toContain('\\u2028');
  });

  it('parses back to the original data', () => {
    expect(JSON.parse(jsonLdScriptContent(hostile))).toEqual(hostile);
  });

  it('leaves ordinary data as plain JSON', () => {
    expect(jsonLdScriptContent({ name: 'Scones', count: 3 })).toBe('{"name":"Scones","count":3}');
  });
});
