import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportGraph } from './static-graph';

/** Runs the plugin's buildEnd over a module graph given as id -> the ids it imports statically. */
function graphAfterBuild(root: string, imports: Record<string, string[]>) {
  const graph = staticImportGraph(root);
  const buildEnd = graph.plugin.buildEnd as (this: unknown) => void;
  buildEnd.call({ getModuleInfo: (id: string) => (imports[id] ? { importedIds: imports[id] } : null) });
  return graph;
}

describe('staticImportGraph', () => {
  const start = resolve('src/startup/start.tsx');

  it('holds the root and what it imports, directly or not, through cycles', () => {
    const graph = graphAfterBuild('src/startup/start.tsx', { [start]: ['a', 'b'], a: ['c'], b: ['a'], c: ['b'] });
    expect(['a', 'b', 'c'].every(graph.has)).toBe(true);
    expect(graph.has(start)).toBe(true);
  });

  it('holds nothing the root does not reach', () => {
    const graph = graphAfterBuild('src/startup/start.tsx', { [start]: ['a'], a: [], route: ['a', 'only-the-route'] });
    expect(graph.has('route')).toBe(false);
    expect(graph.has('only-the-route')).toBe(false);
  });

  it('knows nothing before the build has parsed the modules', () => {
    expect(staticImportGraph('src/startup/start.tsx').has(start)).toBe(false);
  });
});
