// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldersInMap, foldersToName } from './architecture-layout';

const root = join(import.meta.dirname, '../..');
const map = foldersInMap(readFileSync(join(root, 'docs/architecture.md'), 'utf8'));
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

describe('the folder map of docs/architecture.md', () => {
  it('names only folders that exist', () => {
    const missing = map.filter((folder) => !existsSync(join(root, folder)) || !statSync(join(root, folder)).isDirectory());
    expect(missing).toEqual([]);
  });

  it('names every folder a newcomer meets', () => {
    const unnamed = foldersToName(tracked).filter((folder) => !map.includes(folder));
    expect(unnamed).toEqual([]);
  });
});

describe('the server', () => {
  it('keeps only its entry points and its composition at its top: everything else is in a room', () => {
    const top = tracked.filter((file) => /^server\/[^/]+\.ts$/.test(file) && !/\.test\.ts$/.test(file));
    expect(top.sort()).toEqual([
      'server/app.ts',
      'server/compose.ts',
      'server/main.ts',
      'server/merchant-command.ts',
      'server/stock-command.ts',
      'server/vite-dev-api.ts',
    ]);
  });
});

describe('reading the map', () => {
  it('nests folders by their indentation and skips the descriptions', () => {
    const doc = [
      '# A',
      '',
      '```',
      'src/     the app',
      '  app/   the root',
      '         continued',
      '  features/ screens',
      '    home/ the home page',
      'ports/   contract',
      '```',
      '',
      '```',
      'later/ not the map',
      '```',
    ].join('\n');
    expect(foldersInMap(doc)).toEqual(['src', 'src/app', 'src/features', 'src/features/home', 'ports']);
  });

  it('asks for two levels of folders, three under src/features, and no hidden ones', () => {
    const files = [
      'README.md',
      'src/shared/header/Header.tsx',
      'src/features/home/ui/Hero.tsx',
      '.ci/run',
      'tools/emulators/.cache/x',
    ];
    expect(foldersToName(files)).toEqual(['src', 'src/features', 'src/features/home', 'src/shared', 'tools', 'tools/emulators']);
  });
});
