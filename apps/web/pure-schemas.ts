/**
 * A Babel plugin for the browser build. The domain declares its zod schemas at the top of modules
 * next to plain constants (`ZProductType` beside `PRODUCT_TYPES`); the browser imports the
 * constants and, since it no longer parses answers (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md), none of the schemas.
 * A bundler keeps a top-level `z.object(…)` even when nobody uses it (it cannot know that building
 * a schema has no side effects), and with it all of zod: about 25 KB gzip on every page.
 *
 * So in `packages/domain/src` every top-level `const` whose initialiser calls something becomes
 * `const X = /*#__PURE__*\/ (() => initialiser)()`: evaluated at the same moment as before, but
 * dropped whole when `X` is unused. Only initialisers are touched, never statements, so a module's
 * real side effects stay.
 */

type TNode = { type: string } & Record<string, unknown>;

const FUNCTION_TYPES = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'ClassExpression']);

function isNode(value: unknown): value is TNode {
  return typeof value === 'object' && value !== null && typeof (value as TNode).type === 'string';
}

/** True when evaluating `node` calls a function (calls inside nested functions do not count). */
function callsSomething(node: TNode): boolean {
  if (FUNCTION_TYPES.has(node.type)) return false;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') return true;
  return Object.entries(node).some(([key, value]) => {
    if (key.endsWith('Comments') || key === 'loc') return false;
    if (Array.isArray(value)) return value.some((item) => isNode(item) && callsSomething(item));
    return isNode(value) && callsSomething(value);
  });
}

function pureCallOf(init: TNode): TNode {
  return {
    type: 'CallExpression',
    callee: { type: 'ArrowFunctionExpression', params: [], body: init, async: false, expression: true },
    arguments: [],
    leadingComments: [{ type: 'CommentBlock', value: '#__PURE__' }],
  };
}

function declaratorsOf(statement: TNode): TNode[] {
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
  if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') return [];
  return declaration.declarations as TNode[];
}

export function pureDomainDeclarations() {
  return {
    name: 'tredjedel-pure-domain-declarations',
    visitor: {
      Program(path: { node: { body: TNode[] } }, state: { filename?: string }) {
        if (!state.filename?.replaceAll('\\', '/').includes('/packages/domain/src/')) return;
        for (const statement of path.node.body)
          for (const declarator of declaratorsOf(statement))
            if (isNode(declarator.init) && callsSomething(declarator.init))
              declarator.init = pureCallOf(declarator.init);
      },
    },
  };
}
