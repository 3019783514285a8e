import type { BotAnswer, BotRequest } from '../../bots/worker.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Asks the bots, who think in a worker of their own (started on first use), so the page never waits on them.
 * If the worker fails, every waiting question is rejected, and the next question starts a new worker.
 */
export function botClient() {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (a: BotAnswer) => void; reject: (e: Error) => void }>();
  const fail = (why: string) => {
    worker?.terminate();
    worker = null;
    for (const w of waiting.values()) w.reject(new Error(why));
    waiting.clear();
  };
  return (request: DistributiveOmit<BotRequest, 'id'>): Promise<BotAnswer> => {
    const id = ++next;
    if (!worker) {
      try {
        worker = new Worker(new URL('../../bots/worker.ts', import.meta.url), { type: 'module' });
      } catch {
        return Promise.reject(new Error('worker'));
      }
      worker.onmessage = (e: MessageEvent<BotAnswer>) => {
        waiting.get(e.data.id)?.resolve(e.data);
        waiting.delete(e.data.id);
      };
      worker.onerror = () => fail('worker');
      worker.onmessageerror = () => fail('message');
    }
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker!.postMessage({ ...request, id });
    });
  };
}
