// Walks a valibot schema and lists where it misses the rules every stored input needs: each string through the
// string rule (no NUL, no lone surrogate), each number bounded to fit an integer column (or a smaller maximum),
// and each length message true to its bound. Tests run it over every schema, so a new field cannot forget them.
import { INTEGER_MAX, isStorableText } from './helpers';
import { messages } from './messages';

interface SchemaNode {
  kind?: string;
  type?: string;
  pipe?: SchemaNode[];
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: SchemaNode[];
  wrapped?: SchemaNode;
  requirement?: unknown;
  message?: unknown;
}

type Marks = { text: boolean; bounded: boolean };

const LESS_OR_EQUAL = /^must be less than or equal to (-?\d+)!$/;

function lengthProblem(action: SchemaNode): string | undefined {
  const n = action.requirement;
  if (typeof n !== 'number' || typeof action.message !== 'string') return undefined;
  if (action.type === 'min_length' && action.message.startsWith('must be longer than') && action.message !== messages.minLength(n - 1)) {
    return `says "${action.message}" but accepts ${n} characters`;
  }
  if (action.type === 'max_length' && action.message.startsWith('must be shorter than') && action.message !== messages.maxLength(n + 1)) {
    return `says "${action.message}" but accepts ${n} characters`;
  }
  return undefined;
}

function walk(node: SchemaNode, path: string, marks: Marks, out: string[]): void {
  if (node.pipe) {
    const inner = { ...marks };
    for (const action of node.pipe.slice(1)) {
      if (action.type === 'check' && action.requirement === isStorableText) inner.text = true;
      if (action.type === 'max_value' && typeof action.requirement === 'number' && action.requirement <= INTEGER_MAX) inner.bounded = true;
      const stated = typeof action.message === 'string' ? LESS_OR_EQUAL.exec(action.message) : null;
      if (action.type === 'check' && stated && Number(stated[1]) <= INTEGER_MAX) inner.bounded = true;
      const problem = lengthProblem(action);
      if (problem) out.push(`${path}: ${problem}`);
      if (action.kind === 'schema') walk(action, path, { text: false, bounded: false }, out);
    }
    walk(node.pipe[0], path, inner, out);
    return;
  }
  const fresh = { text: false, bounded: false };
  if (node.type === 'string' && !marks.text) out.push(`${path}: a string without the string rule`);
  if (node.type === 'number' && !marks.bounded) out.push(`${path}: a number without the integer rule or a maximum`);
  if (node.entries) for (const [key, child] of Object.entries(node.entries)) walk(child, path ? `${path}.${key}` : key, fresh, out);
  if (node.item) walk(node.item, `${path}[]`, fresh, out);
  if (node.options) for (const option of node.options) if (option && typeof option === 'object') walk(option, path, marks, out);
  if (node.wrapped) walk(node.wrapped, path, marks, out);
}

/**
 * Where a schema misses the stored-input rules, as "path: problem" lines (empty when it keeps them all).
 * @example expect(schemaRuleProblems(roleSchema)).toEqual([])
 */
export function schemaRuleProblems(schema: unknown): string[] {
  const out: string[] = [];
  walk(schema as SchemaNode, '', { text: false, bounded: false }, out);
  return out;
}
