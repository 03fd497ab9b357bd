import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import { rootClosureChunk } from './root-chunk';

/** A module graph as Rollup's manualChunks sees it: each id with the modules it imports statically. */
function graph(imports: Record<string, string[]>): ManualChunkMeta {
  return {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in imports ? ({ importedIds: imports[id] } as unknown as ModuleInfo) : null),
  };
}

const meta = graph({
  '/app/root.tsx': ['/app/layout.tsx', '/node_modules/react/index.js'],
  '/app/layout.tsx': ['/app/site-map.ts', '/app/layout.module.css'],
  '/app/site-map.ts': ['/app/layout.tsx'],
  '/app/layout.module.css': [],
  '/app/blocks/photos.block.tsx': ['/app/site-map.ts', '/app/photo-grid.tsx'],
  '/app/photo-grid.tsx': [],
  '/node_modules/react/index.js': [],
});

describe('the root closure chunk', () => {
  it("holds the app's modules the root imports, directly or not, and their stylesheets", () => {
    const chunkOf = rootClosureChunk(/\/app\/root\.tsx$/);
    for (const id of ['/app/layout.tsx', '/app/site-map.ts', '/app/layout.module.css']) {
      expect(chunkOf(id, meta), id).toBe('root-shared');
    }
  });

  it('keeps the packages the root imports in a chunk of their own, which a deployment leaves as it was', () => {
    expect(rootClosureChunk(/\/app\/root\.tsx$/)('/node_modules/react/index.js', meta)).toBe('root-packages');
  });

  it('leaves the root itself and what only an on-demand block imports to Rollup', () => {
    const chunkOf = rootClosureChunk(/\/app\/root\.tsx$/);
    for (const id of ['/app/root.tsx', '/app/photo-grid.tsx', '/app/blocks/photos.block.tsx']) {
      expect(chunkOf(id, meta), id).toBeUndefined();
    }
  });

  it('stops the build when the root module is not in the graph', () => {
    expect(() => rootClosureChunk(/\/app\/no-root\.tsx$/)('/app/layout.tsx', meta)).toThrow('No module matches');
  });
});
