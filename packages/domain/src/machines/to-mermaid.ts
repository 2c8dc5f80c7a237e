import type { AnyStateMachine } from 'xstate';

import { guardName } from './model-coverage.ts';

/** The parts of an XState v5 state node this module reads. */
type TNode = {
  key: string;
  path: string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  states: Record<string, TNode>;
  initial?: { target: readonly TNode[] };
  transitions: Map<string, readonly TTransition[]>;
  always?: readonly TTransition[];
};
type TTransition = { target?: readonly TNode[]; guard?: unknown };

const idOf = (node: TNode) => node.path.join('__');

const edgesOf = (node: TNode): string[] => {
  const edges: string[] = [];
  const add = (label: string, transition: TTransition) => {
    const guard = guardName(transition.guard);
    for (const target of transition.target ?? []) {
      edges.push(`${idOf(node)} --> ${idOf(target)}: ${label}${guard ? ` [${guard}]` : ''}`);
    }
  };
  for (const [eventType, transitions] of node.transitions) {
    for (const transition of transitions) add(eventType, transition);
  }
  for (const transition of node.always ?? []) add('always', transition);
  return edges;
};

const renderNode = (node: TNode, depth: number, edges: string[]): string[] => {
  const indent = '  '.repeat(depth);
  edges.push(...edgesOf(node));
  const children = Object.values(node.states);
  if (children.length === 0) {
    const lines = [`${indent}state "${node.key}" as ${idOf(node)}`];
    if (node.type === 'final') lines.push(`${indent}${idOf(node)} --> [*]`);
    return lines;
  }
  const body = renderChildren(node, depth + 1, edges);
  return [`${indent}state "${node.key}" as ${idOf(node)} {`, ...body, `${indent}}`];
};

const renderChildren = (node: TNode, depth: number, edges: string[]): string[] => {
  const indent = '  '.repeat(depth);
  const children = Object.values(node.states);
  const lines: string[] = [];
  children.forEach((child, index) => {
    // Regions of a parallel state run at once; Mermaid separates them with `--`.
    if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    lines.push(...renderNode(child, depth, edges));
  });
  for (const target of node.initial?.target ?? []) lines.unshift(`${indent}[*] --> ${idOf(target)}`);
  return lines;
};

/**
 * A Mermaid `stateDiagram-v2` of a machine: every state (nested and parallel ones included), the
 * initial states, and every transition that changes state, labelled with its event and guard.
 * Transitions that only run actions are left out, so the picture shows where a flow can go.
 * Drawn from the machine itself, so the picture cannot drift from it.
 */
export const toMermaidStateDiagram = (machine: AnyStateMachine): string => {
  const root = machine.root as unknown as TNode;
  const edges: string[] = [];
  // Mermaid allows `--` between parallel regions only inside a composite state: wrap them.
  const states =
    root.type === 'parallel'
      ? [`  state "${machine.id}" as ${machine.id} {`, ...renderChildren(root, 2, edges), '  }']
      : renderChildren(root, 1, edges);
  const rootEdges = edgesOf(root).map((edge) => edge.replace(/^ -->/, `${machine.id} -->`));
  return ['stateDiagram-v2', ...states, ...[...rootEdges, ...edges].map((edge) => `  ${edge}`)].join('\n');
};
