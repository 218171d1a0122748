import type { HandlerContext } from './context.js';
import { systemHandlers } from './system.js';

/** Every operation handler, by operationId. The contract check fails if an operation has none. */
export function createHandlers(ctx: HandlerContext) {
  return {
    ...systemHandlers(ctx),
  };
}
