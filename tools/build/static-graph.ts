import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A module and everything it imports statically, as the build resolved them. The build knows the
 * graph once it has parsed every module (buildEnd), before it makes the chunks, which is when
 * vite.config.ts asks `has`.
 */
export function staticImportGraph(root: string): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: `static-import-graph:${root}`,
    apply: 'build',
    buildEnd() {
      modules.clear();
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(resolve(root));
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}
