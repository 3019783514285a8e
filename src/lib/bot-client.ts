import type { BotAnswer, BotRequest } from '../bots/worker.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Asks the bots, who think in a worker of their own (started on first use), so the page never waits on them. */
export function botClient() {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, (a: BotAnswer) => void>();
  return (request: DistributiveOmit<BotRequest, 'id'>): Promise<BotAnswer> => {
    const id = ++next;
    if (!worker) {
      worker = new Worker(new URL('../bots/worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (e: MessageEvent<BotAnswer>) => {
        waiting.get(e.data.id)?.(e.data);
        waiting.delete(e.data.id);
      };
    }
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      worker!.postMessage({ ...request, id });
    });
  };
}
