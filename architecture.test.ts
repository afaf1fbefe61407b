import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of CONVENTIONS.md, checked over the real import graph: `shared/` is pure,
 * kitchens never reach into the API or the builder, the API never into the builder or the
 * operator CLI, the platform app only into `shared/`, the API's feature folders import each other
 * one way, and no module imports itself in a cycle.
 */
const root = dirname(fileURLToPath(import.meta.url));
const PACKAGES = [
  'shared',
  'api',
  'demo',
  'builder',
  'ops',
  'site-template',
  'platform',
  'stripe-emulator',
] as const;
type PackageName = (typeof PACKAGES)[number];

const SOURCE = /\.(ts|tsx|astro)$/;
const IMPORT =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

interface Edge {
  from: string;
  to: string;
  specifier: string;
  typeOnly: boolean;
  /** `import('…')`: loaded only when that code runs. */
  dynamic: boolean;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('node_modules') && !file.includes('/.astro/'));
}

function packageOf(file: string): PackageName | null {
  const top = relative(root, file).split('/')[0];
  return (PACKAGES as readonly string[]).includes(top ?? '') ? (top as PackageName) : null;
}

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && SOURCE.test(candidate)) return candidate;
  }
  return null;
}

/** Resolves a relative or `@larder/<package>/<path>` specifier to a file of the repository. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  const workspace = specifier.match(/^@larder\/([\w-]+)(?:\/(.+))?$/);
  if (workspace) return resolveFile(join(root, workspace[1]!, 'src', workspace[2] ?? 'index'));
  return null;
}

/** Every import of every source file, packages included. */
const externalImports: { file: string; specifier: string; typeOnly: boolean; dynamic: boolean }[] = [];

function importEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const name of PACKAGES) {
    for (const file of sourceFiles(join(root, name, 'src'))) {
      let text = readFileSync(file, 'utf8');
      if (file.endsWith('.astro')) text = text.split(/^---$/m)[1] ?? '';
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[3] ?? match[4]!;
        const to = resolveSpecifier(file, specifier);
        const typeOnly = Boolean(match[2]);
        const dynamic = match[4] !== undefined;
        externalImports.push({ file, specifier, typeOnly, dynamic });
        if (specifier.startsWith('@larder/') || to) {
          edges.push({ from: file, to: to ?? specifier, specifier, typeOnly, dynamic });
        }
      }
    }
  }
  return edges;
}

const edges = importEdges();

const TEST_FILE = /\.test\.tsx?$|\/test-support\//;

/** Imports from `from` of packages not in `allowed` (test files may also import `allowedInTests`). */
function violations(from: PackageName, allowed: PackageName[], allowedInTests: PackageName[] = []): string[] {
  return edges
    .filter((edge) => packageOf(edge.from) === from)
    .filter((edge) => {
      const target = edge.specifier.match(/^@larder\/([\w-]+)/)?.[1] ?? packageOf(edge.to);
      const permitted = TEST_FILE.test(edge.from) ? [...allowed, ...allowedInTests] : allowed;
      return target !== null && target !== from && !permitted.includes(target as PackageName);
    })
    .map((edge) => `${relative(root, edge.from)} imports ${edge.specifier}`);
}

/**
 * The API's feature folders that once imported each other in a circle, lowest first (ADR 032):
 * sending e-mail, who a reader is, their profile, what their plan entitles them to, the mailing
 * list, and Stripe. Code in one may import the folders before it, never one after it. Type-only
 * imports count: a type names another folder's concept as surely as a value does, and a type
 * import (e-mail naming the newsletter's recipe) was part of the circle. So do paths through other
 * files of `api/src`: `auth/` importing `site/` that imports `subscription/` climbs as surely as a
 * direct import (and a type such as `AppDeps`, which names the Stripe client, takes its importer
 * up to `payments/`). Tests may import any folder. The other folders are not ordered yet (some,
 * such as `recipe/` and `site/`, still import each other).
 */
const API_FOLDER_ORDER = ['email', 'auth', 'user', 'subscription', 'newsletter', 'payments'];

/** Each folder of `API_FOLDER_ORDER` that reaches a later one, with a chain of imports that does. */
function apiFolderClimbs(): string[] {
  const apiSource = join(root, 'api', 'src');
  const folderOf = (file: string): string | null => {
    const [top, ...rest] = relative(apiSource, file).split('/');
    return rest.length > 0 ? (top ?? null) : null;
  };
  const imports = new Map<string, string[]>();
  for (const edge of edges) {
    if (!edge.from.startsWith(`${apiSource}/`) || !edge.to.startsWith(`${apiSource}/`)) continue;
    if (TEST_FILE.test(edge.from) || TEST_FILE.test(edge.to)) continue;
    imports.set(edge.from, [...(imports.get(edge.from) ?? []), edge.to]);
  }
  const climbs: string[] = [];
  API_FOLDER_ORDER.forEach((folder, index) => {
    // Breadth first from every file of the folder, remembering which file led to each one reached.
    const reached = [...imports.keys()].filter((file) => folderOf(file) === folder);
    const cameFrom = new Map<string, string | null>(reached.map((file) => [file, null]));
    for (const file of reached)
      for (const next of imports.get(file) ?? [])
        if (!cameFrom.has(next)) {
          cameFrom.set(next, file);
          reached.push(next);
        }
    for (const later of API_FOLDER_ORDER.slice(index + 1)) {
      const climb = reached.find((file) => folderOf(file) === later);
      if (climb === undefined) continue;
      const chain: string[] = [];
      for (let file: string | null | undefined = climb; file; file = cameFrom.get(file))
        chain.unshift(relative(apiSource, file));
      climbs.push(`${folder}/ reaches ${later}/: ${chain.join(' → ')}`);
    }
  });
  return climbs;
}

describe('the architecture', () => {
  it('reads the import graph (the rules below are not vacuous)', () => {
    expect(edges.length).toBeGreaterThan(200);
    expect(edges.some((edge) => edge.specifier.startsWith('@larder/shared/'))).toBe(true);
  });

  it('keeps shared/ pure: it imports nothing else of the repository', () => {
    expect(violations('shared', [])).toEqual([]);
  });

  it('keeps kitchens away from the API, the builder and the operator CLI', () => {
    expect(violations('site-template', ['shared'])).toEqual([]);
  });

  it('keeps the API away from the builder, the operator CLI and (outside its tests) the Stripe emulator and the demo', () => {
    expect(violations('api', ['shared'], ['stripe-emulator', 'demo'])).toEqual([]);
  });

  it('would catch the API’s own code importing the demo, which an operator does not deploy', () => {
    const planted: Edge = {
      from: join(root, 'api', 'src', 'site', 'site-write.ts'),
      to: join(root, 'demo', 'src', 'seed', 'seed.ts'),
      specifier: '@larder/demo/seed/seed',
      typeOnly: true,
      dynamic: false,
    };
    edges.push(planted);
    try {
      expect(violations('api', ['shared'], ['stripe-emulator', 'demo'])).toEqual([
        'api/src/site/site-write.ts imports @larder/demo/seed/seed',
      ]);
    } finally {
      edges.splice(edges.indexOf(planted), 1);
    }
  });

  it('lets the demo import only the API and shared/', () => {
    expect(violations('demo', ['api', 'shared'])).toEqual([]);
  });

  it('keeps the Stripe emulator standalone: it imports nothing else of the repository', () => {
    expect(violations('stripe-emulator', [])).toEqual([]);
  });

  it('would catch the API’s own code importing the Stripe emulator', () => {
    const planted: Edge = {
      from: join(root, 'api', 'src', 'payments', 'stripe-client.ts'),
      to: join(root, 'stripe-emulator', 'src', 'index.ts'),
      specifier: '@larder/stripe-emulator',
      typeOnly: false,
      dynamic: false,
    };
    edges.push(planted);
    try {
      expect(violations('api', ['shared'], ['stripe-emulator', 'demo'])).toEqual([
        'api/src/payments/stripe-client.ts imports @larder/stripe-emulator',
      ]);
    } finally {
      edges.splice(edges.indexOf(planted), 1);
    }
  });

  it('keeps the builder away from the API and the operator CLI', () => {
    expect(violations('builder', ['shared', 'site-template'])).toEqual([]);
  });

  it('lets the platform app import only shared/', () => {
    expect(violations('platform', ['shared'])).toEqual([]);
  });

  it('keeps each third-party service behind its one module', () => {
    const services: Record<string, string[]> = {
      postmark: ['api/src/email/postmark-transport.ts'],
      stripe: ['api/src/payments/stripe-client.ts'],
    };
    for (const [service, allowed] of Object.entries(services)) {
      const importers = externalImports
        .filter(({ specifier }) => specifier === service || specifier.startsWith(`${service}/`))
        .map(({ file }) => relative(root, file))
        // The emulator's own tests check it against the official SDK, as a client would.
        .filter((file) => !file.startsWith('stripe-emulator/'));
      expect(importers.length, service).toBeGreaterThan(0);
      expect(importers.filter((file) => !allowed.includes(file))).toEqual([]);
    }
  });

  it('lets a kitchen build start without React: the CLI loads the API (and its e-mail templates) only to serve it', () => {
    // Astro switches NODE_ENV to production mid-build; React loaded before in development mode
    // would then meet react-dom's production build in the same process, and the build fails.
    const loaded = new Set<string>([join(root, 'ops', 'src', 'main.ts')]);
    for (const file of loaded)
      for (const edge of edges)
        if (edge.from === file && !edge.typeOnly && !edge.dynamic && edge.to.startsWith('/'))
          loaded.add(edge.to);
    expect(loaded.size).toBeGreaterThan(10);
    const react = externalImports
      .filter(({ file, typeOnly, dynamic }) => loaded.has(file) && !typeOnly && !dynamic)
      .filter(({ specifier }) => /^(react|react-dom|@react-email\/[\w-]+)(\/|$)/.test(specifier))
      .map(({ file, specifier }) => `${relative(root, file)} imports ${specifier}`);
    expect(react).toEqual([]);
  });

  it('keeps the schema library out of the recipe search islands, whose kitchens forbid its eval', () => {
    const entries = [
      join(root, 'site-template', 'src', 'islands', 'recipe-index', 'RecipeIndexSearch.tsx'),
      join(root, 'site-template', 'src', 'lib', 'search', 'search-recipes.ts'),
      join(root, 'site-template', 'src', 'lib', 'paths.ts'),
    ];
    const loaded = new Set<string>(entries);
    for (const file of loaded)
      for (const edge of edges)
        if (edge.from === file && !edge.typeOnly && edge.to.startsWith('/')) loaded.add(edge.to);
    expect(loaded.size).toBeGreaterThan(entries.length);
    const zod = externalImports
      .filter(
        ({ file, typeOnly, specifier }) => loaded.has(file) && !typeOnly && /^zod(\/|$)/.test(specifier),
      )
      .map(({ file }) => relative(root, file));
    expect(zod).toEqual([]);
  });

  it('keeps the API’s feature folders one way: none reaches a folder after it in API_FOLDER_ORDER', () => {
    expect(apiFolderClimbs()).toEqual([]);
  });

  it('would catch auth/ reaching subscription/ again, by a type import through another folder', () => {
    const planted: Edge = {
      from: join(root, 'api', 'src', 'site', 'site-read.ts'),
      to: join(root, 'api', 'src', 'subscription', 'entitlement.ts'),
      specifier: '../subscription/entitlement.ts',
      typeOnly: true,
      dynamic: false,
    };
    edges.push(planted);
    try {
      // Through site/, which auth/ imports (and so does email/, below auth/).
      expect(apiFolderClimbs()).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^auth\/ reaches subscription\/: .+ → subscription\/entitlement\.ts$/),
          expect.stringMatching(/^email\/ reaches subscription\/: .+ → subscription\/entitlement\.ts$/),
        ]),
      );
    } finally {
      edges.splice(edges.indexOf(planted), 1);
    }
  });

  it('lets the demo seed write only through the product’s own writes', () => {
    // Each write exists once: the demo makes accounts, kitchens, recipes, terms, bookmarks and
    // comments through the calls the API and the CLI use, so it keeps to the rules a creator meets.
    // The tables it may still fill itself, and why:
    const OWN_ROWS: Record<string, string> = {
      units: 'the platform’s catalogue of units, which no kitchen writes',
      ingredients: 'the platform’s catalogue of ingredients (a kitchen’s own go through its write)',
      subscriptions: 'the paid demo reader’s plan, which only the Stripe sync writes otherwise',
    };
    const seedFiles = sourceFiles(join(root, 'demo', 'src', 'seed')).filter(
      (file) => !file.includes('.test.'),
    );
    expect(seedFiles.length).toBeGreaterThan(3);
    const direct = seedFiles.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /\.(insertInto|updateTable|deleteFrom|replaceInto)\(\s*'(\w+)'/g,
        ),
      ]
        .filter((match) => !(match[1] === 'insertInto' && match[2]! in OWN_ROWS))
        .map((match) => `${relative(root, file)}: ${match[1]}('${match[2]}')`),
    );
    expect(direct).toEqual([]);
  });

  it('has no import cycles', () => {
    const graph = new Map<string, string[]>();
    for (const edge of edges) {
      if (edge.typeOnly || !edge.to.startsWith('/')) continue;
      graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge.to]);
    }
    // Tarjan's strongly connected components: any component of two or more files is a cycle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    let counter = 0;
    const visit = (node: string): void => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      for (const next of graph.get(node) ?? []) {
        if (!index.has(next)) {
          visit(next);
          low.set(node, Math.min(low.get(node)!, low.get(next)!));
        } else if (onStack.has(next)) {
          low.set(node, Math.min(low.get(node)!, index.get(next)!));
        }
      }
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(relative(root, member));
        } while (member !== node);
        if (component.length > 1) cycles.push(component.sort());
      }
    };
    for (const node of graph.keys()) if (!index.has(node)) visit(node);
    expect(cycles).toEqual([]);
  });
});
