import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHint, compileHintPlugin } from './compile-hint';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const chunk = (name: string, code: string) => ({ type: 'chunk', name, fileName: `assets/${name}-x.js`, code }) as OutputChunk;

function bundleAfter(names: string[], files: OutputChunk[]) {
  const bundle = Object.fromEntries(files.map((file) => [file.fileName, file])) as OutputBundle;
  const hook = compileHintPlugin(names).generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  hook.handler({}, bundle);
  return Object.values(bundle).map((file) => (file as OutputChunk).code);
}

describe('compileHintPlugin', () => {
  it('opens the named chunks with the hint, on a line of its own, and leaves the others', () => {
    expect(bundleAfter(['react'], [chunk('react', 'var a=1;'), chunk('routes', 'var b=2;')])).toEqual([
      `${compileHint}\nvar a=1;`,
      'var b=2;',
    ]);
  });

  it('adds it once, however often the bundle is written', () => {
    const react = chunk('react', 'var a=1;');
    bundleAfter(['react'], [react]);
    expect(bundleAfter(['react'], [react])).toEqual([`${compileHint}\nvar a=1;`]);
  });
});
