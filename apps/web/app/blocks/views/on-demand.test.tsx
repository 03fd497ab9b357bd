/** The on-demand registry: components loaded by name, once, and asked for again only by `load` after a failure. */
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

const Greeting: ComponentType<{ who: string }> = ({ who }) => <p>Hello, {who}</p>;

describe('onDemand', () => {
  it('loads a component once, however often it is asked for, and draws it at once after', async () => {
    const chunk = vi.fn(() => Promise.resolve(Greeting));
    const registry = onDemand(new Map([['greeting', chunk]]), 'greeting');
    await registry.load(['greeting', 'greeting']);
    await registry.load(['greeting']);
    expect(chunk).toHaveBeenCalledTimes(1);
    render(<registry.Draw name="greeting" props={{ who: 'parents' }} />);
    expect(screen.getByText('Hello, parents')).toBeInTheDocument();
  });

  it('asks for a chunk that failed again on the next load', async () => {
    const chunk = vi.fn<() => Promise<typeof Greeting>>();
    chunk.mockRejectedValueOnce(new Error('connection dropped')).mockResolvedValueOnce(Greeting);
    const registry = onDemand(new Map([['greeting', chunk]]), 'greeting');
    await expect(registry.load(['greeting'])).rejects.toThrow('connection dropped');
    await registry.load(['greeting']);
    expect(chunk).toHaveBeenCalledTimes(2);
  });

  it('refuses a name it has no chunk for', async () => {
    const registry = onDemand(new Map<string, () => Promise<typeof Greeting>>(), 'greeting');
    await expect(registry.load(['farewell'])).rejects.toThrow('No greeting is named "farewell"');
  });
});
