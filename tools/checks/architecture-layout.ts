// The folder map at the top of docs/architecture.md is what a newcomer reads first, so it must be
// the layout on disk: every folder it names exists, and every folder a newcomer meets is named.

/** The folders the map names, as paths (`src/features/home`), from its indentation (two spaces a level). */
export function foldersInMap(architecture: string): string[] {
  const map = /^```\n([\s\S]*?)^```$/m.exec(architecture)?.[1] ?? '';
  const parents: string[] = [];
  const folders: string[] = [];
  for (const line of map.split('\n')) {
    const entry = /^( *)([\w.-]+)\/(?: |$)/.exec(line);
    if (!entry) continue;
    const depth = entry[1]!.length / 2;
    parents.length = depth;
    parents.push(entry[2]!);
    folders.push(parents.join('/'));
  }
  return folders;
}

/** The folders a newcomer meets: two levels deep, and each feature of src/features. */
export function foldersToName(trackedFiles: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const file of trackedFiles) {
    const parts = file.split('/').slice(0, -1);
    const depth = parts[0] === 'src' && parts[1] === 'features' ? 3 : 2;
    for (let level = 1; level <= Math.min(depth, parts.length); level += 1) {
      folders.add(parts.slice(0, level).join('/'));
    }
  }
  return [...folders].filter((folder) => !folder.split('/').some((part) => part.startsWith('.'))).sort();
}
