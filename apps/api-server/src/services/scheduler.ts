import type { FastifyInstance } from 'fastify';
import type { HandlerContext } from '../handlers/context.js';

/** Background work on a schedule: lottery draws are settled as they fall due. Stops when the app closes. */
export function startScheduler(app: FastifyInstance, ctx: HandlerContext, tasks: ((ctx: HandlerContext) => Promise<void>)[] = []): void {
  if (!tasks.length) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.all(tasks.map((task) => task(ctx)))
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduled task failed'))
      .finally(() => {
        running = false;
      });
  }, 5_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
